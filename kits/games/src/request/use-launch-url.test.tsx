import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@gp/kernel';
import { useLaunchUrl } from './use-launch-url';

describe('useLaunchUrl', () => {
  it('answers the launch URL, once per key', async () => {
    const launch = jest.fn(async () => ({ url: 'https://game.example/play' }));
    const { result, rerender } = renderHook(({ key }) => useLaunchUrl(key, launch), { initialProps: { key: 'PG|1' } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', url: 'https://game.example/play' }));
    rerender({ key: 'PG|1' });
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's words when the launch is refused, and launches again on retry", async () => {
    const launch = jest
      .fn<Promise<{ url: string }>, []>()
      .mockRejectedValueOnce(new ApiError('business', 'Game under maintenance'))
      .mockResolvedValueOnce({ url: 'https://game.example/play' });
    const { result } = renderHook(() => useLaunchUrl('PG|1', launch));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: 'Game under maintenance' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', url: 'https://game.example/play' }));
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://game.example/play'])(
    'answers "invalid URL" instead of a launch URL of %p',
    async (url) => {
      const { result } = renderHook(() => useLaunchUrl(`bad|${url}`, async () => ({ url })));
      await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: 'Invalid URL. Please contact customer service.' }));
    },
  );
});
