import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import { TransferUpline } from './transfer-upline';

jest.setTimeout(30_000);

const INFO = '/wps/relay/MCS2_transferUplineInfo';
const TRANSFER = '/wps/relay/passwordCheck/MCS2_transferUpline';

const info = (overrides: Record<string, unknown> = {}) =>
  envelope({ allowed: true, uplineAccount: 'agent01', uplineNickname: 'Agent One', mainBalance: 800, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000, ...overrides });

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

describe('transferUpline', () => {
  it('sends the amount to the upline once; an amount above my balance is refused before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([{ path: TRANSFER, method: 'POST', body: envelope({ orderNo: 'T0001', amount: 50 }) }, { path: INFO, body: info() }]);
    renderPage(<TransferUpline />);

    const form = await screen.findByRole('form', { name: en.upline.form });
    expect(within(form).getByText('To Agent One (agent01)')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '900');
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await within(form).findByText('At most 800.00.')).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.path === TRANSFER)).toBe(false);

    await user.clear(within(form).getByLabelText(kitEn.transfer.amount));
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '50');
    await user.dblClick(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await screen.findByText('₱50.00 sent to agent01. Order T0001.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.requests.filter((request) => request.path === TRANSFER)).toHaveLength(1));
  });

  it('a wrong withdrawal password shows under its field, nothing typed lost', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([{ path: TRANSFER, method: 'POST', body: businessError('wrong', null, 'invalid.payment.pw') }, { path: INFO, body: info() }]);
    renderPage(<TransferUpline />);

    const form = await screen.findByRole('form', { name: en.upline.form });
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '20');
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '111111');
    await user.click(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await within(form).findByText(kitEn.transfer.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveValue('20');
  });

  it('says so when the upline takes no transfers; a failure shows Retry', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([{ path: INFO, body: businessError('down'), times: 1 }, { path: INFO, body: info({ allowed: false }) }]);
    renderPage(<TransferUpline />);

    await user.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByText(en.upline.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
