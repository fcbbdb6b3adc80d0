import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

describe('useRequest', () => {
  it('loads once per key and answers ready', async () => {
    const load = jest.fn(async () => 'rows');
    const { result } = renderHook(() => useRequest('list', load));

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('rows');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers error and asks again on retry', async () => {
    const load = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('rows');
    const { result } = renderHook(() => useRequest('list', load));

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('down'));

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a null key', () => {
    const load = jest.fn(async () => 'rows');
    const { result } = renderHook(() => useRequest(null, load));

    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('drops the answer for an older key', async () => {
    const pending: Record<string, (value: string) => void> = {};
    const load = (key: string) => () => new Promise<string>((resolve) => (pending[key] = resolve));
    const { result, rerender } = renderHook(({ key }) => useRequest(key, load(key)), { initialProps: { key: 'a' } });

    rerender({ key: 'b' });
    await act(async () => pending.a?.('old'));
    expect(result.current.status).toBe('loading');

    await act(async () => pending.b?.('new'));
    expect(result.current.data).toBe('new');
  });
});
