import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { PointMall } from './point-mall';

const FEATURES_ON = [{ modId: 'MEMBER3', enabled: true, childrenNodes: [{ modId: 'PTSYS3', enabled: true, childrenNodes: [] }] }];
const FEATURES_OFF = [{ modId: 'MEMBER3', enabled: true, childrenNodes: [{ modId: 'PTSYS3', enabled: false, childrenNodes: [] }] }];

const config = envelope({ enabled: true, points: 1280, vipLevel: 3, rate: { points: 100, amount: 1.2 }, minConvertPoints: 100, exchangeRates: [{ minVipLevel: 0, maxVipLevel: 2, points: 100, amount: 1 }, { minVipLevel: 3, maxVipLevel: null, points: 100, amount: 1.2 }], rulesHtml: '<p>Points do not expire.</p>' });
const reward = (rewardId: number, name: string, kind: string, stock: number, amountRequirement = 0) => ({ rewardId, kind, name, imageUrl: null, pointsRequirement: 500, amountRequirement, stock, units: 'pc', maxQuantity: 3 });
const rewards = envelope({ list: [{ ...reward(301, '₱50 bonus', 'BONUS', 10), imageUrl: 'https://cdn.test/rewards/301.svg' }, reward(304, 'Speaker', 'PHYSICAL', 3, 500), reward(306, 'T-shirt', 'PHYSICAL', 0)] });

let keys: Awaited<ReturnType<typeof createTestEncryptionKeys>>;
beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

function show(routes: MockRoute[], features = FEATURES_ON) {
  const fetchMock = mockFetchRoutes([...routes, { path: '/wps/relay/MCS2_getPointConfig', body: config }, { path: '/wps/relay/MCS2_getPointReward', body: rewards }]);
  renderPage(<PointMall />, { features });
  return fetchMock;
}

describe('PointMall', () => {
  it('says so when PTSYS3 is off and asks for nothing', async () => {
    const fetchMock = show([], FEATURES_OFF);
    expect(await screen.findByText(en.mall.off)).toBeInTheDocument();
    expect(fetchMock.requests.filter((request) => request.path.includes('Point'))).toHaveLength(0);
  });

  it('shows the balance, my rate and the rewards; an out-of-stock reward cannot be redeemed', async () => {
    show([]);
    expect(await screen.findByText('1280 points')).toBeInTheDocument();
    expect(screen.getByText('Your rate: 100 points = ₱1.20')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: en.mall.tabs.rewards });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Redeem T-shirt' })).toBeDisabled();
    expect(within(list).getByText(en.mall.refused.outOfStock)).toBeInTheDocument();
    // The reward's picture, named for a screen reader; a reward without one shows none.
    expect(within(list).getByRole('img', { name: 'Picture of ₱50 bonus' })).toHaveAttribute('src', 'https://cdn.test/rewards/301.svg');
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it('a physical reward asks for address and mobile; out of stock, not enough points and a wrong password each say so and keep the form', async () => {
    const user = userEvent.setup({ delay: null });
    const redeem = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
    show([
      { path: redeem, body: businessError('x', null, 'OUT_OF_STOCK'), times: 1 },
      { path: redeem, body: businessError('x', { points: 1, needed: 2 }, 'INSUFFICIENT_POINTS'), times: 1 },
      { path: redeem, body: businessError('Incorrect withdrawal password', null, 'invalid.payment.pw'), times: 1 },
      { path: redeem, body: envelope({ orderNo: 'PM00000009', status: 'P', pointBalance: 780, rewardName: 'Speaker' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Redeem Speaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Speaker' });
    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await within(dialog).findByText(en.mall.addressRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(en.mall.mobileFormat)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(en.mall.address), '1 Rizal St, Manila');
    await user.type(within(dialog).getByLabelText(en.mall.mobile), '09171234567');
    await user.type(within(dialog).getByLabelText(en.security.paymentPassword), '135790');
    expect(within(dialog).getByText('Total: 500 points + ₱500.00')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await within(dialog).findByText(en.mall.refused.outOfStock)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await within(dialog).findByText(en.mall.refused.points)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await within(dialog).findByText(en.mall.refused.password)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(en.mall.address)).toHaveValue('1 Rizal St, Manila');

    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await screen.findByText('Speaker redeemed (order PM00000009). It is in process.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const idsOf = (fetchMock: ReturnType<typeof show>, path: string) =>
    Promise.all(
      fetchMock.requests
        .filter((request) => request.path === path)
        .map(async (request) => ((await keys.decrypt((request.body as { value: string }).value)).fields as { requestId: string }).requestId),
    );

  it('a lost redeem answer keeps the form and the request: the retries carry the same requestId', async () => {
    const user = userEvent.setup({ delay: null });
    const redeem = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
    const fetchMock = show([
      { path: redeem, networkError: true, times: 1 },
      { path: redeem, status: 502, body: {}, times: 1 },
      { path: redeem, body: envelope({ orderNo: 'PM00000010', status: 'P', pointBalance: 780, rewardName: '₱50 bonus' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Redeem ₱50 bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem ₱50 bonus' });
    await user.type(within(dialog).getByLabelText(en.security.paymentPassword), '135790');
    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.mall.confirmRedeem }));
    await waitFor(() => expect(fetchMock.requests.filter((request) => request.path === redeem)).toHaveLength(2));
    await user.click(await within(dialog).findByRole('button', { name: en.mall.confirmRedeem }));
    expect(await screen.findByText('₱50 bonus redeemed (order PM00000010). It is in process.')).toBeInTheDocument();
    const ids = await idsOf(fetchMock, redeem);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('a lost convert answer keeps the request; a refusal is an answer, so the next try is a new request', async () => {
    const user = userEvent.setup({ delay: null });
    const convert = '/wps/relay/passwordCheck/MCS2_convertPoint';
    const fetchMock = show([
      { path: convert, networkError: true, times: 1 },
      { path: convert, body: businessError('Incorrect withdrawal password', null, 'invalid.payment.pw'), times: 1 },
      { path: convert, body: envelope({ orderNo: 'PC00000001', points: 100, amount: 1.2, pointBalance: 680 }) },
    ]);
    const form = await screen.findByRole('form', { name: en.mall.convert });
    await user.type(within(form).getByLabelText(en.mall.convertPoints), '100');
    await user.type(within(form).getByLabelText(en.security.paymentPassword), '135790');
    await user.click(within(form).getByRole('button', { name: en.mall.convert }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.mall.convertPoints)).toHaveValue('100');
    await user.click(within(form).getByRole('button', { name: en.mall.convert }));
    expect(await within(form).findByText(en.mall.refused.password)).toBeInTheDocument();
    await user.click(await within(form).findByRole('button', { name: en.mall.convert }));
    expect(await screen.findByText(/100 points became ₱1\.20/)).toBeInTheDocument();
    const [lost, retried, next] = await idsOf(fetchMock, convert);
    expect(retried).toBe(lost);
    expect(next).not.toBe(retried);
  });

  it('lists the redeem history with its statuses', async () => {
    const user = userEvent.setup({ delay: null });
    const row = (orderNo: string, status: string) => ({ id: Number(orderNo.slice(2)), orderNo, rewardName: '₱50 bonus', kind: 'BONUS', quantity: 1, points: 500, amount: 0, status, address: null, mobile: null, createTime: '2026-11-20T10:00:00+08:00', remark: null });
    show([{ path: '/wps/relay/MCS2_getRedeemPointList', body: envelope({ list: [row('PM3', 'P'), row('PM2', 'R'), row('PM1', 'A')], page: 1, totalPages: 1, totalElements: 3 }) }]);
    await user.click(await screen.findByRole('tab', { name: en.mall.tabs.history }));
    const panel = screen.getByRole('tabpanel', { name: en.mall.tabs.history });
    expect(await within(panel).findByText(en.mall.status.P)).toBeInTheDocument();
    expect(within(panel).getByText(en.mall.status.R)).toBeInTheDocument();
    expect(within(panel).getByText(en.mall.status.A)).toBeInTheDocument();
  });
});
