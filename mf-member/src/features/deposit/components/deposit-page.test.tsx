import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import type { DepositInfo } from '../api/deposit';
import { DepositPage } from './deposit-page';

jest.setTimeout(30_000);

function info(overrides: Partial<DepositInfo> = {}): DepositInfo {
  return {
    allowed: true,
    message: null,
    inProgress: 1,
    maxInProgress: 3,
    expiryMinutes: 30,
    methods: [
      { methodCode: 'BANK', methodName: 'Bank transfer', channels: [{ id: 11, vendorName: 'BDO', fixedAmounts: null, minAmount: 500, maxAmount: 50000, slipRequired: true }] },
      { methodCode: 'EWALLET', methodName: 'E-wallet', channels: [{ id: 21, vendorName: 'GCash', fixedAmounts: [100, 200, 500], minAmount: 100, maxAmount: 5000, slipRequired: false }] },
      { methodCode: 'QR', methodName: 'QR payment', channels: [{ id: 31, vendorName: 'QR Ph', fixedAmounts: null, minAmount: 100, maxAmount: 30000, slipRequired: false }] },
    ],
    promotions: [{ id: 1, name: 'Welcome 10%', bonusRate: 10, maxBonus: 500, minDeposit: 500 }],
    ...overrides,
  };
}

const ORDER = {
  orderNo: 'D42',
  methodCode: 'QR',
  vendorName: 'QR Ph',
  amount: 300,
  state: 5,
  createTime: '2026-11-25T10:00:00+08:00',
  expireTime: '2026-11-25T10:30:00+08:00',
  payee: { bankName: 'QR Ph', accountName: 'GP01 GAMING CORP', accountNo: '', qrContent: 'qrph://pay/GP01GAMING', address: null, network: null },
};

function renderPage(routes: MockRoute[], withInfo = info()) {
  const fetchMock = mockFetchRoutes([
    ...routes,
    { path: '/wps/relay/PCS_depositInfo', body: envelope(withInfo) },
    { path: '/wps/relay/PCS_depositOrderList', body: envelope({ list: [{ ...ORDER, orderNo: 'D1', state: 4 }], page: 1, totalPages: 1 }) },
    { path: '/wps/member/rg/limits', method: 'GET', body: envelope({ limits: [], limitPrompt: false }) },
  ]);
  renderMemberPage(<DepositPage />);
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('DepositPage', () => {
  it('shows the operator message when deposits are closed', async () => {
    renderPage([], info({ allowed: false, message: 'Deposits reopen at 6 pm' }));
    expect(await screen.findByText(en.deposit.closed)).toBeInTheDocument();
    expect(screen.getByText('Deposits reopen at 6 pm')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.deposit.form })).not.toBeInTheDocument();
  });

  it('counts and lists the deposits in progress', async () => {
    renderPage([]);
    expect(await screen.findByText('Deposits in progress: 1')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: en.deposit.inProgressList });
    expect(await within(list).findByText('D1')).toBeInTheDocument();
  });

  it('checks the amount against the channel: min/max, or one of its fixed amounts', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([]);
    const form = await screen.findByRole('form', { name: en.deposit.form });
    await user.type(within(form).getByLabelText(en.wallet.amount), '100');
    await user.click(within(form).getByRole('button', { name: en.deposit.submit }));
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveAccessibleDescription(/The amount is below 500.00/);

    await user.click(within(form).getByRole('radio', { name: 'E-wallet' }));
    await user.clear(within(form).getByLabelText(en.wallet.amount));
    await user.type(within(form).getByLabelText(en.wallet.amount), '150');
    await user.click(within(form).getByRole('button', { name: en.deposit.submit }));
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveAccessibleDescription(new RegExp(en.deposit.fixedOnly));
    await user.click(within(form).getByRole('button', { name: '₱200.00' }));
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveValue('200');
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/PCS_deposit')).toBe(false);
  });

  it('creates an order once and shows the payee with a QR code; a refusal keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/PCS_deposit', body: businessError('Too many deposits in progress', null, 'TOO_MANY_DEPOSITS'), times: 1 },
      { path: '/wps/relay/PCS_deposit', body: envelope(ORDER) },
    ]);
    const form = await screen.findByRole('form', { name: en.deposit.form });
    await user.click(within(form).getByRole('radio', { name: 'QR payment' }));
    await user.type(within(form).getByLabelText(en.wallet.amount), '300');
    await user.click(within(form).getByRole('button', { name: en.deposit.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many deposits in progress');
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveValue('300');

    await user.dblClick(within(form).getByRole('button', { name: en.deposit.submit }));
    const order = await screen.findByRole('region', { name: en.deposit.order });
    expect(order).toHaveTextContent('D42');
    expect(order).toHaveTextContent('GP01 GAMING CORP');
    expect(within(order).getByRole('img', { name: en.deposit.qr })).toBeInTheDocument();
    const creates = fetchMock.requests.filter((request) => request.path === '/wps/relay/PCS_deposit');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.body).toEqual({ channelId: 31, amount: 300, requestId: expect.any(String) });
  });

  it('a channel that asks for the payment slip: "I have paid" needs a png or jpg of at most 5 MB, previewed, and sends it', async () => {
    // The file dialog's filter can be switched to all files: the picker itself refuses other types.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const bankOrder = { ...ORDER, orderNo: 'D43', methodCode: 'BANK', vendorName: 'BDO', amount: 800, slipRequired: true, payee: { ...ORDER.payee, qrContent: null, bankName: 'BDO Unibank', accountNo: '006610012345' } };
    const fetchMock = renderPage([
      { path: '/wps/relay/PCS_deposit', body: envelope(bankOrder) },
      { path: '/wps/relay/PCS_depositPaid', body: envelope({ ...bankOrder, state: 4, hasSlip: true }) },
    ]);
    const form = await screen.findByRole('form', { name: en.deposit.form });
    await user.type(within(form).getByLabelText(en.wallet.amount), '800');
    await user.click(within(form).getByRole('button', { name: en.deposit.submit }));
    const order = await screen.findByRole('region', { name: en.deposit.order });

    await user.click(within(order).getByRole('button', { name: en.deposit.paid }));
    expect(within(order).getByRole('alert')).toHaveTextContent(en.deposit.slipNeeded);
    const input = within(order).getByLabelText(en.deposit.slip);
    await user.upload(input, new File(['gif'], 'slip.gif', { type: 'image/gif' }));
    expect(within(order).getByRole('alert')).toHaveTextContent(en.image.type);
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'slip.png', { type: 'image/png' }));
    expect(within(order).getByRole('alert')).toHaveTextContent(en.image.size);
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/PCS_depositPaid')).toBe(false);

    await user.upload(input, new File([new Uint8Array([255, 216, 255])], 'slip.jpg', { type: 'image/jpeg' }));
    expect(await within(order).findByRole('img', { name: `Preview: ${en.deposit.slip}` })).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: en.deposit.paid }));
    expect(await within(order).findByText(en.account.depositStates.s4)).toBeInTheDocument();
    const sent = fetchMock.requests.find((request) => request.path === '/wps/relay/PCS_depositPaid')?.body as Record<string, string>;
    expect(sent).toEqual({ orderNo: 'D43', slip: expect.stringMatching(/^data:image\/jpeg;base64,/) });
  });
  it('a deposit above what a deposit limit leaves: its own message with the period, the limit and what is left, the amount kept', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      {
        path: '/wps/relay/PCS_deposit',
        body: businessError('This deposit is above what your deposit limit leaves', { kind: 'deposit', period: 'day', limit: 3000, pending: null, used: 2000, left: 1000 }, 'DEPOSIT_LIMIT_EXCEEDED'),
      },
    ]);
    const form = await screen.findByRole('form', { name: en.deposit.form });
    await user.click(within(form).getByRole('radio', { name: 'QR payment' }));
    await user.type(within(form).getByLabelText(en.wallet.amount), '1500');
    await user.click(within(form).getByRole('button', { name: en.deposit.submit }));
    const amount = within(form).getByLabelText(en.wallet.amount);
    expect(await screen.findByText('This is above your daily deposit limit of ₱3,000.00. Left: ₱1,000.00.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/Left: ₱1,000.00/);
    expect(amount).toHaveValue('1500');
    expect(screen.queryByRole('region', { name: en.deposit.order })).not.toBeInTheDocument();
  });

  it('links to the responsible gambling tools; before the first deposit it prompts for a limit until answered', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/member/rg/limits', method: 'GET', body: envelope({ limits: [], limitPrompt: true }) },
      { path: '/wps/member/rg/limitPrompt', method: 'POST', body: envelope({ limits: [], limitPrompt: false }) },
    ]);
    const prompt = await screen.findByRole('region', { name: en.rg.prompt.title });
    expect(within(prompt).getByRole('link', { name: en.rg.prompt.set })).toHaveAttribute('href', '/member/responsibleGambling');
    expect(screen.getByRole('link', { name: en.rg.deposit.link })).toHaveAttribute('href', '/member/responsibleGambling');
    await user.click(within(prompt).getByRole('button', { name: en.rg.prompt.later }));
    await waitFor(() => expect(screen.queryByRole('region', { name: en.rg.prompt.title })).not.toBeInTheDocument());
    expect(fetchMock.requests.filter((request) => request.path === '/wps/member/rg/limitPrompt')).toHaveLength(1);
    expect(screen.getByRole('form', { name: en.deposit.form })).toBeInTheDocument();
  });
});
