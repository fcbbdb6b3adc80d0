import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { TransferUpline } from './transfer-upline';

jest.setTimeout(30_000);

const INFO = '/wps/relay/MCS2_transferUplineInfo';
const TRANSFER = '/wps/relay/passwordCheck/MCS2_transferUpline';
const LOG = '/wps/relay/ODSFE2_MemTransDet';

const info = (overrides: Record<string, unknown> = {}) =>
  envelope({ allowed: true, uplineAccount: 'agent01', uplineNickname: 'Agent One', mainBalance: 800, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000, ...overrides });

const log = envelope({
  list: [{ id: 7, orderNo: 'U7', amount: -25, createTime: '2026-11-25T10:00:00+08:00', remark: 'team fund' }],
  page: 1,
  totalPages: 1,
  totalElements: 1,
  footer: { count: 1 },
});

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

const days = (minus: number) => DateTime.now().setZone('Asia/Manila').minus({ days: minus }).toFormat('yyyy-MM-dd');

describe('transferUpline (member)', () => {
  it('shows my balance, sends the amount to the upline once with one request id, says so, empties the form and refreshes the log', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: TRANSFER, method: 'POST', body: envelope({ orderNo: 'T0001', amount: 50 }) },
      { path: INFO, body: info() },
      { path: LOG, body: log },
    ]);
    renderPage(<TransferUpline />);

    const form = await screen.findByRole('form', { name: en.upline.form });
    expect(within(form).getByText('To your upline Agent One (agent01)')).toBeInTheDocument();
    expect(within(form).getByLabelText(kitEn.transfer.remark)).toHaveAccessibleDescription(en.upline.remarkHint);
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveAccessibleDescription('Available: ₱800.00');
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '135790');
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '50');
    await user.dblClick(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱50.00 transferred to agent01.');
    const sent = fetchMock.requests.filter((request) => request.path === TRANSFER);
    expect(sent).toHaveLength(1);
    const { fields } = await keys.decrypt((sent[0]?.body as { value: string }).value);
    expect(fields).toEqual({ amount: 50, paymentPassword: '135790', remark: '', requestId: expect.any(String) });
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveValue('');
    expect(within(form).getByLabelText(kitEn.transfer.paymentPassword)).toHaveValue('');
    await waitFor(() => expect(fetchMock.requests.filter((request) => request.path === LOG)).toHaveLength(2));
  });

  it('a wrong withdrawal password shows under it, a missing one above the button; what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      { path: TRANSFER, method: 'POST', body: businessError('wrong', null, 'invalid.payment.pw'), times: 1 },
      { path: TRANSFER, method: 'POST', body: businessError('none', null, 'not.exists.payment.password') },
      { path: INFO, body: info() },
      { path: LOG, body: log },
    ]);
    renderPage(<TransferUpline />);

    const form = await screen.findByRole('form', { name: en.upline.form });
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '20');
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '111111');
    await user.click(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await within(form).findByText(kitEn.transfer.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(kitEn.transfer.paymentPassword)).toHaveAccessibleDescription(kitEn.transfer.wrongPassword);
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveValue('20');

    await user.click(within(form).getByRole('button', { name: en.upline.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(kitEn.transfer.noPassword);
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveValue('20');
  });

  it('without a withdrawal password: no form, a way to set one', async () => {
    mockFetchRoutes([
      { path: INFO, body: info({ hasPaymentPassword: false }) },
      { path: LOG, body: log },
    ]);
    renderPage(<TransferUpline />);

    expect(await screen.findByText(en.upline.needPassword, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.centre.backToAccount })).toHaveAttribute('href', '/member/securityCenter');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('the log: the last 7 days first, its rows and count, the member ranges', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: INFO, body: info() },
      { path: LOG, body: log },
    ]);
    renderPage(<TransferUpline />);

    const table = await screen.findByRole('table', { name: en.upline.log });
    expect(within(table).getByRole('cell', { name: 'U7' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '₱25.00' })).toBeInTheDocument();
    expect(screen.getByText('1 record')).toBeInTheDocument();
    const first = fetchMock.requests.find((request) => request.path === LOG)?.url.searchParams;
    expect(first?.get('startDate')).toBe(days(6));
    expect(first?.get('endDate')).toBe(days(0));
    expect(first?.get('typeId')).toBe('6233');

    const ranges = screen.getByRole('group', { name: kitEn.range.label });
    expect(within(ranges).getAllByRole('button').map((button) => button.textContent)).toEqual([kitEn.range.today, kitEn.range.yesterday, kitEn.range.last7, kitEn.range.custom]);
    expect(within(ranges).getByRole('button', { name: kitEn.range.last7 })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(ranges).getByRole('button', { name: kitEn.range.yesterday }));
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('startDate')).toBe(days(1)));
    expect(screen.getByText('Up to the last 30 days')).toBeInTheDocument();
  });
});
