import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import type { WithdrawInfo } from '../api/withdraw';
import { WithdrawPage } from './withdraw-page';

jest.setTimeout(30_000);

function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    minAmount: 100,
    maxAmount: 50000,
    dailyCount: 5,
    dailyCountLeft: 5,
    freeLeft: 2,
    mainBalance: 11875.17,
    hasPaymentPassword: true,
    turnover: [],
    blocked: false,
    blockReason: null,
    confirmMinutes: 30,
    ...overrides,
  };
}

const CARDS = { list: [{ id: 7, type: 'BC', bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'DEMO PLAYER', accountNo: '****1234', network: null }], max: 5 };
const BANKS = { BC: [{ bankCode: 'UB', bankName: 'UnionBank' }], EW: [{ bankCode: 'GCASH', bankName: 'GCash' }], VW: [{ bankCode: 'USDT', bankName: 'USDT' }], networks: ['TRC20', 'ERC20'] };

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

function renderPage(routes: MockRoute[], withInfo: WithdrawInfo = info()) {
  const fetchMock = mockFetchRoutes([
    ...routes,
    { path: '/wps/relay/PCS_withdrawInfo', body: envelope(withInfo) },
    { path: '/wps/relay/PCS_bankCardList', body: envelope(CARDS) },
    { path: '/wps/relay/PCS_bankList', body: envelope(BANKS) },
    { path: '/wps/relay/PCS_withdrawConfirmList', body: envelope({ list: [], confirmMinutes: 30 }) },
    { path: '/wps/relay/PCS_withdrawCharge', body: envelope({ amount: 500, charge: 5, actualAmount: 495 }) },
    { path: '/wps/relay/PCS_withdrawProgress', body: envelope(null) },
  ]);
  renderMemberPage(<WithdrawPage />);
  return fetchMock;
}

describe('WithdrawPage', () => {
  it('validates the amount against the limits and the balance, shows the charge, and a wrong withdrawal password under its field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/passwordCheck/PCS_withdraw', body: businessError('Incorrect withdrawal password', null, 'invalid.payment.pw'), times: 1 },
      {
        path: '/wps/relay/passwordCheck/PCS_withdraw',
        body: envelope({ orderNo: 'W1', amount: 500, charge: 5, actualAmount: 495, status: 1, createTime: '2026-11-25T10:00:00+08:00' }),
      },
    ]);
    const form = await screen.findByRole('form', { name: en.withdraw.form });
    const amount = within(form).getByLabelText(en.wallet.amount);
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: en.withdraw.submit }));
    expect(amount).toHaveAccessibleDescription(/The amount is below 100.00/);
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(within(form).getByRole('button', { name: en.withdraw.submit }));
    expect(amount).toHaveAccessibleDescription(/The amount is above 11,875.17/);

    await user.clear(amount);
    await user.type(amount, '500');
    expect(await within(form).findByText('Charge ₱5.00; you receive ₱495.00')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(en.security.paymentPassword), '111111');
    await user.click(within(form).getByRole('button', { name: en.withdraw.submit }));
    expect(await within(form).findByText(en.withdraw.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(en.security.paymentPassword)).toHaveAccessibleDescription(en.withdraw.wrongPassword);
    expect(amount).toHaveValue('500');

    await user.clear(within(form).getByLabelText(en.security.paymentPassword));
    await user.type(within(form).getByLabelText(en.security.paymentPassword), '135790');
    await user.dblClick(within(form).getByRole('button', { name: en.withdraw.submit }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal of ₱500.00 requested (order W1).');
    const sent = fetchMock.requests.filter((request) => request.path === '/wps/relay/passwordCheck/PCS_withdraw');
    expect(sent).toHaveLength(2);
    const fields = (await keys.decrypt((sent[1]?.body as { value: string }).value)).fields as Record<string, unknown>;
    expect(fields).toEqual({ amount: 500, cardId: 7, paymentPassword: '135790', requestId: expect.any(String) });
  });

  it('shows the newest withdrawal’s timeline, and Refresh shows how far it has come', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = { orderNo: 'W9', amount: 300, status: 1, timeline: [{ step: 'SUBMITTED', time: '2026-11-25T12:00:00+08:00', reason: null }], nextStep: { step: 'REVIEWING', expectedTime: '2026-11-25T12:05:00+08:00' } };
    const reviewing = {
      ...submitted,
      timeline: [...submitted.timeline, { step: 'REVIEWING', time: '2026-11-25T12:01:00+08:00', reason: null }],
      nextStep: { step: 'APPROVED', expectedTime: '2026-11-25T12:31:00+08:00' },
    };
    renderPage([
      { path: '/wps/relay/PCS_withdrawProgress', body: envelope(submitted), times: 1 },
      { path: '/wps/relay/PCS_withdrawProgress', body: envelope(reviewing) },
    ]);
    const timeline = await screen.findByRole('region', { name: 'Withdrawal W9 · ₱300.00' });
    const steps = within(timeline).getByRole('list', { name: en.withdrawProgress.steps });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(en.withdrawProgress.step.SUBMITTED);
    await user.click(within(timeline).getByRole('button', { name: en.withdrawProgress.refresh }));
    await waitFor(() => expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(`${en.withdrawProgress.step.REVIEWING}2026-11-25 12:01:00`));
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent('Expected by 2026-11-25 12:31:00');
  });

  it('says so when no withdrawal password is set', async () => {
    renderPage([], info({ hasPaymentPassword: false }));
    expect(await screen.findByText(en.withdraw.noPassword)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.withdraw.form })).not.toBeInTheDocument();
  });

  it('blocks the request while turnover is still required, with the reason per category', async () => {
    renderPage(
      [],
      info({ blocked: true, blockReason: 'Complete the turnover first', turnover: [{ gameCategory: 'RNG', required: 1000, achieved: 400, remaining: 600 }] }),
    );
    const block = await screen.findByRole('region', { name: en.withdraw.turnover });
    expect(block).toHaveTextContent('Complete the turnover first');
    expect(within(block).getByRole('row', { name: /RNG/ })).toHaveTextContent('₱1,000.00₱400.00₱600.00');
    expect(screen.queryByRole('form', { name: en.withdraw.form })).not.toBeInTheDocument();
  });

  it('adds a card after checking it, and deletes one only after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/PCS_addBankCard', body: envelope(null) },
      { path: '/wps/relay/PCS_deleteBankCard', method: 'DELETE', body: envelope(null) },
    ]);
    await user.click(await screen.findByRole('button', { name: en.withdraw.addCard }));
    const dialog = screen.getByRole('dialog', { name: en.withdraw.addCard });
    await within(dialog).findByRole('option', { name: 'UnionBank' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.withdraw.bank }), 'UnionBank');
    await user.type(within(dialog).getByLabelText(en.withdraw.accountNo), '123');
    await user.type(within(dialog).getByLabelText(en.withdraw.accountName), 'Demo 1');
    await user.click(within(dialog).getByRole('button', { name: en.withdraw.addCard }));
    expect(within(dialog).getByLabelText(en.withdraw.accountNo)).toHaveAccessibleDescription(en.withdraw.accountNoRule);
    expect(within(dialog).getByLabelText(en.withdraw.accountName)).toHaveAccessibleDescription(en.withdraw.accountNameRule);
    await user.clear(within(dialog).getByLabelText(en.withdraw.accountNo));
    await user.type(within(dialog).getByLabelText(en.withdraw.accountNo), '1234 5678 901');
    await user.clear(within(dialog).getByLabelText(en.withdraw.accountName));
    await user.type(within(dialog).getByLabelText(en.withdraw.accountName), 'DEMO PLAYER');
    await user.click(within(dialog).getByRole('button', { name: en.withdraw.addCard }));
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/PCS_addBankCard')?.body).toEqual({
      type: 'BC',
      bankCode: 'UB',
      accountNo: '12345678901',
      accountName: 'DEMO PLAYER',
    });

    await user.click(screen.getByRole('button', { name: 'Delete BDO Unibank ****1234' }));
    const confirm = screen.getByRole('dialog', { name: en.withdraw.deleteTitle });
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/PCS_deleteBankCard')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: en.withdraw.delete }));
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/PCS_deleteBankCard')?.body).toEqual({ id: 7 });
  });

  it('confirms a paid-out withdrawal: the no-refund warning first, a proof image required for not received, partial below the paid amount', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const fetchMock = mockFetchRoutes([
      {
        path: '/wps/relay/PCS_withdrawConfirmList',
        body: envelope({
          list: [{ orderNo: 'W9', bankName: 'BDO Unibank', accountNo: '****1234', amount: 500, charge: 0, actualAmount: 500, status: 4, createTime: '2026-11-25T10:00:00+08:00', confirmStatus: 'PENDING', confirmDeadline: '2026-11-25T10:30:00+08:00' }],
          confirmMinutes: 30,
        }),
      },
      { path: '/wps/relay/PCS_withdrawConfirm', body: envelope(null) },
      { path: '/wps/relay/PCS_withdrawInfo', body: envelope(info()) },
      { path: '/wps/relay/PCS_bankCardList', body: envelope(CARDS) },
    ]);
    renderMemberPage(<WithdrawPage />);
    const region = await screen.findByRole('region', { name: en.withdraw.confirmTitle });
    expect(region).toHaveTextContent('Answer by 2026-11-25 10:30:00 (30 minutes after payout). Without an answer it counts as received and is not refunded.');

    await user.click(within(region).getByRole('radio', { name: en.withdraw.results.RECEIVED }));
    expect(within(region).getByText(en.withdraw.receivedWarning)).toBeInTheDocument();

    await user.click(within(region).getByRole('radio', { name: en.withdraw.results.PARTIAL }));
    await user.type(within(region).getByLabelText(en.withdraw.receivedAmount), '500');
    await user.click(within(region).getByRole('button', { name: en.withdraw.confirm }));
    await waitFor(() => expect(within(region).getByLabelText(en.withdraw.receivedAmount)).toHaveAccessibleDescription(/Enter what arrived: above 0 and below ₱500.00/));
    expect(within(region).getByLabelText(en.withdraw.receivedAmount)).toHaveValue('500');

    await user.click(within(region).getByRole('radio', { name: en.withdraw.results.NOT_RECEIVED }));
    await user.click(within(region).getByRole('button', { name: en.withdraw.confirm }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(en.withdraw.proofNeeded);
    const input = within(region).getByLabelText(en.withdraw.proof);
    await user.upload(input, new File(['gif'], 'proof.gif', { type: 'image/gif' }));
    expect(within(region).getAllByRole('alert').map((alert) => alert.textContent)).toContain(en.image.type);
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }));
    expect(await within(region).findByRole('img', { name: `Preview: ${en.withdraw.proof}` })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(within(region).getByRole('button', { name: en.withdraw.confirm }));
    expect(await screen.findByText('Your answer for W9 is sent.')).toBeInTheDocument();
    const sent = fetchMock.requests.find((request) => request.path === '/wps/relay/PCS_withdrawConfirm')?.body as Record<string, string>;
    expect(sent.orderNo).toBe('W9');
    expect(sent.result).toBe('NOT_RECEIVED');
    expect(sent.proofImage).toMatch(/^data:image\/png;base64,/);
  });
});
