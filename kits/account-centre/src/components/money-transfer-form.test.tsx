import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@gp/kernel';
import { renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import { en } from '../locales/en';
import { type MoneyTransfer, MoneyTransferForm } from './money-transfer-form';

type Done = { orderNo: string };

function renderForm(send: (transfer: MoneyTransfer) => Promise<Done>, onDone = jest.fn(), extra: { remarkHint?: string; maxAmount?: number } = {}) {
  renderWithProviders(
    <MoneyTransferForm label="Transfer to upline" balance={800} minAmount={1} maxAmount={extra.maxAmount ?? 50000} remarkHint={extra.remarkHint} submitLabel="Send it" send={send} onDone={onDone} />,
  );
  return { form: screen.getByRole('form', { name: 'Transfer to upline' }), onDone };
}

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('MoneyTransferForm', () => {
  it('refuses an amount above the balance before sending; sends once on a double click, then empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn(async () => ({ orderNo: 'T1' }));
    const { form, onDone } = renderForm(send);
    expect(within(form).getByLabelText(en.transfer.amount)).toHaveAccessibleDescription('Available: ₱800.00');
    expect(within(form).getByLabelText(en.transfer.remark)).toHaveAccessibleDescription(en.transfer.remarkOptional);

    await user.type(within(form).getByLabelText(en.transfer.amount), '900');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByText('At most 800.00.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText(en.transfer.amount));
    await user.type(within(form).getByLabelText(en.transfer.amount), '50');
    await user.type(within(form).getByLabelText(en.transfer.remark), '  team fund  ');
    await user.dblClick(within(form).getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'T1' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ amount: 50, paymentPassword: '135790', remark: 'team fund', requestId: expect.any(String) });
    expect(within(form).getByLabelText(en.transfer.amount)).toHaveValue('');
    expect(within(form).getByLabelText(en.transfer.paymentPassword)).toHaveValue('');
  });

  it('sends the same request id again after a lost answer, and a new one for the next transfer', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest
      .fn<Promise<Done>, [MoneyTransfer]>()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce({ orderNo: 'T2' })
      .mockResolvedValueOnce({ orderNo: 'T3' });
    const { form, onDone } = renderForm(send);

    await user.type(within(form).getByLabelText(en.transfer.amount), '20');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.transfer.amount)).toHaveValue('20');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'T2' }));
    expect(send.mock.calls[1]?.[0].requestId).toBe(send.mock.calls[0]?.[0].requestId);

    await user.type(within(form).getByLabelText(en.transfer.amount), '20');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'T3' }));
    expect(send.mock.calls[2]?.[0].requestId).not.toBe(send.mock.calls[0]?.[0].requestId);
  });

  it('a wrong withdrawal password shows under it, a missing one above the button; what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest
      .fn<Promise<Done>, [MoneyTransfer]>()
      .mockRejectedValueOnce(new ApiError('business', 'wrong', { code: 'invalid.payment.pw' }))
      .mockRejectedValueOnce(new ApiError('business', 'none', { code: 'not.exists.payment.password' }));
    const { form, onDone } = renderForm(send, jest.fn(), { remarkHint: 'Your username when left empty' });
    expect(within(form).getByLabelText(en.transfer.remark)).toHaveAccessibleDescription('Your username when left empty');

    await user.type(within(form).getByLabelText(en.transfer.amount), '20');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '111111');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByText(en.transfer.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(en.transfer.paymentPassword)).toHaveAccessibleDescription(en.transfer.wrongPassword);
    expect(within(form).getByLabelText(en.transfer.amount)).toHaveValue('20');

    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(en.transfer.noPassword);
    expect(within(form).getByLabelText(en.transfer.amount)).toHaveValue('20');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's field refusals under their fields, and its own limit below the balance", async () => {
    const user = userEvent.setup({ delay: null });
    const send = jest.fn<Promise<Done>, [MoneyTransfer]>().mockRejectedValueOnce(new ApiError('business', 'bad', { value: { errors: { remark: 'No links here' } } }));
    const { form } = renderForm(send, jest.fn(), { maxAmount: 100 });

    await user.type(within(form).getByLabelText(en.transfer.amount), '150');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '12');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByText('At most 100.00.')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.transfer.paymentPassword)).toHaveAccessibleDescription(en.field.paymentPassword);

    await user.clear(within(form).getByLabelText(en.transfer.amount));
    await user.type(within(form).getByLabelText(en.transfer.amount), '10');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '3456');
    await user.type(within(form).getByLabelText(en.transfer.remark), 'see http://x');
    await user.click(within(form).getByRole('button', { name: 'Send it' }));
    expect(await within(form).findByText('No links here')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.transfer.remark)).toHaveValue('see http://x');
  });
});
