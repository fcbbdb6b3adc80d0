import { ApiError } from '@gp/kernel';
import { applyRefusal, serverFieldErrors } from './form-refusal';

describe('a refused call on a form', () => {
  it("puts the server's field errors under the form's own fields only", () => {
    const error = new ApiError('business', 'Refused', { value: { errors: { amount: 'Too much', other: 'Not a field' } } });
    expect(serverFieldErrors(error, ['amount', 'remark'] as const)).toEqual({ amount: 'Too much' });
    const setError = jest.fn();
    applyRefusal(error, ['amount', 'remark'] as const, setError);
    expect(setError.mock.calls).toEqual([['amount', { type: 'server', message: 'Too much' }]]);
  });

  it("without field errors shows the refusal's message as the form's", () => {
    const setError = jest.fn();
    applyRefusal(new ApiError('business', 'Daily limit reached'), ['amount'] as const, setError);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0]?.[0]).toBe('root.server');
    expect(setError.mock.calls[0]?.[1]).toEqual({ type: 'server', message: 'Daily limit reached' });
    expect(serverFieldErrors(new Error('network'), ['amount'] as const)).toEqual({});
  });
});
