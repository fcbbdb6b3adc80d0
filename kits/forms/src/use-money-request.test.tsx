import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@gp/kernel';
import { isDefinitiveAnswer, useMoneyRequest } from './use-money-request';

type Values = { amount: string; paymentPassword: string };

function useMoneyForm(keep?: 'paymentPassword') {
  const form = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });
  return { form, request: useMoneyRequest(form, { keep }) };
}

/** Sends one try and returns the id it carried; `outcome` decides how the try ends. */
async function attempt(request: ReturnType<typeof useMoneyRequest>, outcome: 'ok' | Error): Promise<string> {
  let sent = '';
  await act(async () => {
    await request
      .send(async (requestId) => {
        sent = requestId;
        if (outcome !== 'ok') throw outcome;
        return 'done';
      })
      .catch(() => undefined);
  });
  return sent;
}

const lost = [
  new ApiError('network', 'error.network'),
  new ApiError('timeout', 'error.timeout'),
  new ApiError('http', 'error.unknown', { status: 502 }),
  new ApiError('invalid-response', 'error.unknown'),
  new TypeError('Failed to fetch'),
];
const refused = [new ApiError('business', 'Insufficient points', { code: 'INSUFFICIENT_POINTS' }), new ApiError('http', 'error.unknown', { status: 400 }), new ApiError('unauthorized', 'error.notLoggedIn', { status: 401 })];

const label = (error: Error) => (error instanceof ApiError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : error.name);

describe('useMoneyRequest', () => {
  it.each(lost.map((error) => [label(error), error] as const))('keeps the id after a lost answer (%s): the retry is the same request', async (_name, error) => {
    const { result } = renderHook(() => useMoneyForm('paymentPassword'));
    const first = await attempt(result.current.request, error);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await attempt(result.current.request, 'ok')).toBe(first);
  });

  it.each(refused.map((error) => [label(error), error] as const))('takes a new id after a definitive refusal (%s)', async (_name, error) => {
    const { result } = renderHook(() => useMoneyForm('paymentPassword'));
    const first = await attempt(result.current.request, error);
    expect(await attempt(result.current.request, 'ok')).not.toBe(first);
  });

  it('takes a new id after a success', async () => {
    const { result } = renderHook(() => useMoneyForm());
    const first = await attempt(result.current.request, 'ok');
    expect(await attempt(result.current.request, 'ok')).not.toBe(first);
  });

  it('keeps the id while only the withdrawal password changes; any other change or a reset is another request', async () => {
    const { result } = renderHook(() => useMoneyForm('paymentPassword'));
    const first = await attempt(result.current.request, lost[0]!);

    act(() => result.current.form.setValue('paymentPassword', '123456'));
    const second = await attempt(result.current.request, lost[0]!);
    expect(second).toBe(first);

    act(() => result.current.form.setValue('amount', '10'));
    const third = await attempt(result.current.request, lost[0]!);
    expect(third).not.toBe(second);

    act(() => result.current.form.reset());
    expect(await attempt(result.current.request, lost[0]!)).not.toBe(third);
  });

  it('without a form keeps one id per operation until its definitive answer', async () => {
    const { result } = renderHook(() => useMoneyRequest());
    const first = await attempt(result.current, lost[1]!);
    expect(await attempt(result.current, lost[0]!)).toBe(first);
    expect(await attempt(result.current, 'ok')).toBe(first);
    expect(await attempt(result.current, 'ok')).not.toBe(first);
  });

  it('takes a new id when the operation changes (accept, then reject)', async () => {
    const { result, rerender } = renderHook(({ operation }) => useMoneyRequest(undefined, { operation }), { initialProps: { operation: 'accept' } });
    const first = await attempt(result.current, lost[0]!);
    expect(await attempt(result.current, lost[0]!)).toBe(first);
    rerender({ operation: 'reject' });
    expect(await attempt(result.current, lost[0]!)).not.toBe(first);
  });

  it('sends one id to two tries that overlap (a double click)', async () => {
    const { result } = renderHook(() => useMoneyRequest());
    const ids: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = async (requestId: string) => {
      ids.push(requestId);
      await gate;
    };
    await act(async () => {
      const both = Promise.all([result.current.send(call), result.current.send(call)]);
      release();
      await both;
    });
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('isDefinitiveAnswer', () => {
  it('is true for refusals and false for lost answers', () => {
    expect(refused.map(isDefinitiveAnswer)).toEqual([true, true, true]);
    expect(lost.map(isDefinitiveAnswer)).toEqual([false, false, false, false, false]);
    expect(isDefinitiveAnswer(new ApiError('http', 'error.unknown', { status: 429 }))).toBe(false);
  });
});
