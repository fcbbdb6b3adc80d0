import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestEncryptionKeys, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import { en } from '../locales/en';
import type { UplineInfo } from './upline';
import { uplineName, UplineTransferForm } from './upline-transfer-form';

const TRANSFER = '/wps/relay/passwordCheck/MCS2_transferUpline';
const INFO: UplineInfo = { allowed: true, uplineAccount: 'agent01', uplineNickname: 'Agent One', mainBalance: 800, hasPaymentPassword: true, minAmount: 10, maxAmount: 500 };

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

describe('uplineName', () => {
  it('names the upline by nickname and account, or whichever there is', () => {
    expect(uplineName({ uplineAccount: 'agent01', uplineNickname: 'Agent One' })).toBe('Agent One (agent01)');
    expect(uplineName({ uplineAccount: 'agent01', uplineNickname: null })).toBe('agent01');
    expect(uplineName({ uplineAccount: null, uplineNickname: 'Agent One' })).toBe('Agent One');
    expect(uplineName({ uplineAccount: null, uplineNickname: null })).toBe('');
  });
});

describe('UplineTransferForm', () => {
  it("says whom in the page's words, holds to the upline's limits and sends MCS2_transferUpline encrypted", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([{ path: TRANSFER, method: 'POST', body: envelope({ orderNo: 'T9', amount: 20 }) }]);
    const onDone = jest.fn();
    renderWithProviders(<UplineTransferForm info={INFO} label="To my upline" intro={(upline) => `Goes to ${upline}`} submitLabel="Send" onDone={onDone} />);

    const form = screen.getByRole('form', { name: 'To my upline' });
    expect(within(form).getByText('Goes to Agent One (agent01)')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(en.transfer.amount), '5');
    await user.type(within(form).getByLabelText(en.transfer.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('At least 10.00.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(en.transfer.amount));
    await user.type(within(form).getByLabelText(en.transfer.amount), '600');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('At most 500.00.')).toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(0);

    await user.clear(within(form).getByLabelText(en.transfer.amount));
    await user.type(within(form).getByLabelText(en.transfer.amount), '20');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderNo: 'T9', amount: 20 }));
    const { fields } = await keys.decrypt((fetchMock.requests[0]?.body as { value: string }).value);
    expect(fields).toEqual({ amount: 20, paymentPassword: '135790', remark: '', requestId: expect.any(String) });
  });
});
