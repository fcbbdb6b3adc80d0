import { ApiError } from '@gp/kernel';
import { endsSession } from './ends-session';

describe('endsSession', () => {
  it('is true for a 401 and for the server\'s "not logged in"', () => {
    expect(endsSession(new ApiError('unauthorized', 'error.notLoggedIn', { status: 401 }))).toBe(true);
    expect(endsSession(new ApiError('business', 'You are not logged in, please log in', { code: 'UNAUTHORIZED' }))).toBe(true);
  });

  it('is false for a 500, a time-out, the network, a malformed answer or another refusal', () => {
    expect(endsSession(new ApiError('http', 'error.unknown', { status: 500 }))).toBe(false);
    expect(endsSession(new ApiError('timeout', 'error.timeout'))).toBe(false);
    expect(endsSession(new ApiError('network', 'error.network'))).toBe(false);
    expect(endsSession(new ApiError('invalid-response', 'error.unknown'))).toBe(false);
    expect(endsSession(new ApiError('business', 'Game under maintenance', { code: 'GAME_MAINTENANCE' }))).toBe(false);
    expect(endsSession(new Error('boom'))).toBe(false);
  });
});
