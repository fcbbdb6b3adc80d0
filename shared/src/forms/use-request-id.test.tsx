import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useRequestId } from './use-request-id';

type Values = { amount: string; paymentPassword: string };

function useMoneyForm(keep?: 'paymentPassword') {
  const form = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });
  return { form, requestId: useRequestId(form, keep) };
}

describe('useRequestId', () => {
  it('keeps one id while only the withdrawal password changes and takes a new one for any other change or a reset', () => {
    const { result } = renderHook(() => useMoneyForm('paymentPassword'));
    const first = result.current.requestId.current;
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);

    act(() => result.current.form.setValue('paymentPassword', '123456'));
    expect(result.current.requestId.current).toBe(first);

    act(() => result.current.form.setValue('amount', '10'));
    const second = result.current.requestId.current;
    expect(second).not.toBe(first);

    act(() => result.current.form.reset());
    expect(result.current.requestId.current).not.toBe(second);
  });

  it('takes a new id for every change when nothing is kept', () => {
    const { result } = renderHook(() => useMoneyForm());
    const first = result.current.requestId.current;
    act(() => result.current.form.setValue('paymentPassword', '123456'));
    expect(result.current.requestId.current).not.toBe(first);
  });
});
