import { ApiError } from '@gp/kernel';
import { initI18n } from '@gp/kernel/host';
import { launchStateOf } from './launch-state';

const idle = { data: undefined, error: null, isError: false, isFetching: false };

describe('launchStateOf', () => {
  beforeAll(() => initI18n());

  it('answers the launch URL once the launch is in', () => {
    expect(launchStateOf({ ...idle, data: { url: 'https://game.example/play' } })).toEqual({ status: 'ready', url: 'https://game.example/play' });
  });

  it('is loading while a launch or a retry runs', () => {
    expect(launchStateOf({ ...idle, isFetching: true })).toEqual({ status: 'loading' });
    expect(launchStateOf({ ...idle, isFetching: true, isError: true, error: new Error('down') })).toEqual({ status: 'loading' });
  });

  it("keeps the server's words when the launch is refused", () => {
    const error = new ApiError('business', 'Game under maintenance');
    expect(launchStateOf({ ...idle, isError: true, error })).toEqual({ status: 'error', message: 'Game under maintenance' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://game.example/play'])(
    'answers "invalid URL" instead of a launch URL of %p',
    (url) => {
      expect(launchStateOf({ ...idle, data: { url } })).toEqual({ status: 'error', message: 'Invalid URL. Please contact customer service.' });
    },
  );
});
