import type { Payload } from '../lib/input';
import { createTestClient } from '../testing/sim-test-client';
import { MONEY_CALLS, type MoneyCall, type MoneyCallName } from './money-calls';

const sim = createTestClient();
beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

const PASSWORD = '135790';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

const demo01 = () => sim.tokenFor('demo01', 'Demo@2026');
const agent01 = () => sim.tokenFor('agent01', 'Agent@2026');
const agent03 = () => sim.tokenFor('agent03', 'Agent@2026');

interface LedgerView {
  accountId: number;
  balance: number;
  mainBalance: number;
  wallets: { accountTypeId: number; balance: number }[];
  transactionCount: number;
}
const ledgerOf = async (username: string) => (await sim.get<LedgerView>(`/__sim/ledger?username=${username}&limit=0`)).body.value;
/** An account's money: the balances and the number of ledger rows. */
const moneyOf = async (username: string) => {
  const { balance, mainBalance, wallets, transactionCount } = await ledgerOf(username);
  return { balance, mainBalance, wallets, transactionCount };
};
const value = async <T>(url: string, token: string) => (await sim.get<T>(url, token)).body.value;
const ordersOf = async (username: string) => (await sim.get<{ deposits: unknown[]; withdrawals: unknown[] }>(`/__sim/orders?username=${username}`)).body.value;
const contractsOf = async (username: string) =>
  (await sim.get<{ contracts: { id: number; kind: string; status: string; endReason: string | null }[] }>(`/__sim/contracts?username=${username}`)).body.value.contracts.map(({ id, kind, status, endReason }) => ({
    id,
    kind,
    status,
    endReason,
  }));
const promotionStatus = async (id: number, token: string) => (await value<{ status: string }>(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, token)).status;
const claimCount = async (token: string) => (await value<{ footer: { count: number } }>('/wps/relay/MCS2_getPromotionClaimList', token)).footer.count;

/** agent01 offers agent03 a contract of `kind` (rates within agent01's own). */
async function offerToAgent03(kind: string, rate: number): Promise<number> {
  const offered = await sim.post<{ id: number }>('/wps/relay/MCS2_offerContract', { account: 'agent03', kind, rows: [{ minimumBet: 0, activeMember: 0, rate }] }, await agent01());
  if (!offered.body.success) throw new Error(`offer of ${kind} refused: ${offered.body.code ?? ''}`);
  return offered.body.value.id;
}

interface Prepared<S = unknown> {
  token: string;
  body: Payload;
  /** The same call with another field. */
  other: Payload;
  /** What the call moves (balances, points, orders, statuses), comparable with toEqual. */
  state: () => Promise<S>;
  /** Checks what the first call moved, from the state before and after it. */
  moved: (before: S, after: S) => void;
}

function prepared<S>(value: Prepared<S>): Prepared {
  // The runner hands `moved` only what this case's own `state` answered.
  return { ...value, moved: (before, after) => value.moved(before as S, after as S) };
}

/** One case per call of MONEY_CALLS: signs in as the right seeded account and seeds what the call needs. */
const CASES: Record<MoneyCallName, () => Promise<Prepared>> = {
  GCS_walletTransfer: async () => {
    const token = await demo01();
    const pg = (await value<{ list: { accountTypeId: number; vassalage: string }[] }>('/wps/relay/GCS_walletList', token)).list.find((wallet) => wallet.vassalage === 'PG')?.accountTypeId;
    return prepared({
      token,
      body: { fromAccountTypeId: 1, toAccountTypeId: pg, amount: 100 },
      other: { fromAccountTypeId: 1, toAccountTypeId: pg, amount: 200 },
      state: () => moneyOf('demo01'),
      moved: (before, after) => {
        expect(after.mainBalance).toBeCloseTo(before.mainBalance - 100, 2);
        expect(after.transactionCount).toBe(before.transactionCount + 2);
      },
    });
  },
  GCS_walletReturn: async () => {
    const token = await demo01();
    const { accountId } = await ledgerOf('demo01');
    return prepared({
      token,
      body: { customerId: accountId },
      other: { customerId: accountId, remark: 'another' },
      state: () => moneyOf('demo01'),
      moved: (before, after) => {
        expect(after.mainBalance).toBeCloseTo(before.balance, 2);
        expect(after.wallets.filter((wallet) => wallet.accountTypeId !== 1)).toEqual([]);
      },
    });
  },
  PCS_deposit: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { channelId: 11, amount: 500 },
      other: { channelId: 11, amount: 600 },
      state: async () => ({ orders: (await ordersOf('demo01')).deposits.length, money: await moneyOf('demo01') }),
      moved: (before, after) => expect(after).toEqual({ ...before, orders: before.orders + 1 }),
    });
  },
  PCS_withdraw: async () => {
    const token = await demo01();
    const cardId = (await value<{ list: { id: number }[] }>('/wps/relay/PCS_bankCardList', token)).list[0]?.id;
    return prepared({
      token,
      body: { amount: 1000, cardId, paymentPassword: PASSWORD },
      other: { amount: 500, cardId, paymentPassword: PASSWORD },
      state: async () => ({ orders: (await ordersOf('demo01')).withdrawals.length, money: await moneyOf('demo01') }),
      moved: (before, after) => {
        expect(after.orders).toBe(before.orders + 1);
        expect(after.money.mainBalance).toBeCloseTo(before.money.mainBalance - 1000, 2);
      },
    });
  },
  MCS2_transferUpline: async () =>
    prepared({
      token: await demo01(),
      body: { amount: 250.25, paymentPassword: PASSWORD },
      other: { amount: 10, paymentPassword: PASSWORD },
      state: async () => ({ member: await moneyOf('demo01'), upline: await moneyOf('agent01') }),
      moved: (before, after) => {
        expect(after.member.mainBalance).toBeCloseTo(before.member.mainBalance - 250.25, 2);
        expect(after.upline.mainBalance).toBeCloseTo(before.upline.mainBalance + 250.25, 2);
      },
    }),
  MCS2_transferDownline: async () =>
    prepared({
      token: await agent01(),
      body: { account: 'tm001', amount: 123.45, paymentPassword: PASSWORD },
      other: { account: 'tm001', amount: 5, paymentPassword: PASSWORD },
      state: async () => ({ agent: await moneyOf('agent01'), downline: await moneyOf('tm001') }),
      moved: (before, after) => {
        expect(after.agent.mainBalance).toBeCloseTo(before.agent.mainBalance - 123.45, 2);
        expect(after.downline.mainBalance).toBeCloseTo(before.downline.mainBalance + 123.45, 2);
      },
    }),
  MCS2_redeemPointReward: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { rewardId: 301, quantity: 2, paymentPassword: PASSWORD },
      other: { rewardId: 301, quantity: 1, paymentPassword: PASSWORD },
      state: async () => ({
        points: (await value<{ points: number }>('/wps/relay/MCS2_getPointBalance', token)).points,
        stock: (await value<{ list: { rewardId: number; stock: number }[] }>('/wps/relay/MCS2_getPointReward', token)).list.find((reward) => reward.rewardId === 301)?.stock ?? 0,
        redeems: (await value<{ totalElements: number }>('/wps/relay/MCS2_getRedeemPointList', token)).totalElements,
      }),
      moved: (before, after) => {
        expect(after.points).toBeLessThan(before.points);
        expect(after.stock).toBe(before.stock - 2);
        expect(after.redeems).toBe(before.redeems + 1);
      },
    });
  },
  MCS2_convertPoint: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { points: 1000, paymentPassword: PASSWORD },
      other: { points: 100, paymentPassword: PASSWORD },
      state: async () => ({ points: (await value<{ points: number }>('/wps/relay/MCS2_getPointBalance', token)).points, money: await moneyOf('demo01') }),
      moved: (before, after) => {
        expect(after.points).toBe(before.points - 1000);
        expect(after.money.mainBalance).toBeCloseTo(before.money.mainBalance + 12, 2);
      },
    });
  },
  MCSFE_claimMissionReward: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { missionId: 2 },
      other: { missionId: 1 },
      state: async () => ({ claimable: (await value<{ claimableCount: number }>('/wps/relay/MCSFE_getMissionSummaryDetails', token)).claimableCount, money: await moneyOf('demo01') }),
      moved: (before, after) => {
        expect(after.claimable).toBe(before.claimable - 1);
        expect(after.money.transactionCount).toBe(before.money.transactionCount + 1);
      },
    });
  },
  MCSFE_joinPromotion: async () => {
    const token = await demo01();
    await sim.post('/__sim/promotions/status', { username: 'demo01', promotionId: 1202, status: null });
    return prepared({
      token,
      body: { id: 1202 },
      other: { id: 1201 },
      state: async () => ({ joined: await promotionStatus(1202, token), other: await promotionStatus(1201, token) }),
      moved: (before, after) => expect([before.joined, after.joined]).toEqual(['JOIN', 'SIGNED']),
    });
  },
  MCSFE_claimPromotion: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { id: 1204 },
      other: { id: 1202 },
      state: async () => ({ status: await promotionStatus(1204, token), claims: await claimCount(token), money: await moneyOf('demo01') }),
      moved: (before, after) => {
        expect([before.status, after.status]).toEqual(['CLAIM', 'CLAIMED']);
        expect(after.claims).toBe(before.claims + 1);
        expect(after.money.balance).toBeCloseTo(before.money.balance + 388, 2);
      },
    });
  },
  MCSFE_applyPromotion: async () => {
    const token = await demo01();
    return prepared({
      token,
      body: { id: 1201, comment: 'First deposit today', images: [PNG] },
      other: { id: 1201, comment: 'Another comment', images: [PNG] },
      state: async () => ({
        status: await promotionStatus(1201, token),
        applications: (await sim.get<{ list: unknown[] }>('/__sim/promotions/applications?username=demo01')).body.value.list.length,
      }),
      moved: (before, after) => expect(after).toEqual({ status: 'APPLYING', applications: before.applications + 1 }),
    });
  },
  MCS2_claimRafflePromotion: async () => {
    const token = await demo01();
    const tickets = async () => (await value<{ list: { ticketId: number; type: string }[] }>('/wps/relay/MCS2_getPromotionClaimList?type=TICKET', token)).list;
    const seeded = await tickets();
    const ticketOf = (type: string) => seeded.find((ticket) => ticket.type === type)?.ticketId;
    return prepared({
      token,
      body: { ticketId: ticketOf('VOUCHER') },
      other: { ticketId: ticketOf('RAFFLE') },
      state: async () => ({ tickets: (await tickets()).length, claims: await claimCount(token), money: await moneyOf('demo01') }),
      moved: (before, after) => {
        expect(after.tickets).toBe(before.tickets - 1);
        expect(after.claims).toBe(before.claims + 1);
        expect(after.money.balance).toBeCloseTo(before.money.balance + 50, 2);
      },
    });
  },
  MCS2_processDividendReq: async () =>
    prepared({
      token: await sim.tokenFor('ta102', 'Team@2026'),
      body: { productType: 'ALL', computationPeriod: 'W', status: 'A' },
      other: { productType: 'ALL', computationPeriod: 'W', status: 'R' },
      state: () => contractsOf('ta102'),
      moved: (before, after) => expect(after).toEqual(before.map((contract) => (contract.kind === 'DIVIDEND' && contract.status === 'P' ? { ...contract, status: 'A' } : contract))),
    }),
  MCS2_processDailySalContract: async () => {
    const id = await offerToAgent03('DAILY', 1.5);
    return prepared({
      token: await agent03(),
      body: { id, status: 'A' },
      other: { id, status: 'R' },
      state: async () => (await contractsOf('agent03')).find((contract) => contract.id === id),
      moved: (before, after) => expect([before?.status, after?.status]).toEqual(['P', 'A']),
    });
  },
  MCS2_processContractHourSalary: async () => {
    const contractId = await offerToAgent03('HOURLY', 0.5);
    return prepared({
      token: await agent03(),
      body: { contractId, status: 'A' },
      other: { contractId, status: 'R' },
      state: async () => (await contractsOf('agent03')).find((contract) => contract.id === contractId),
      moved: (before, after) => expect([before?.status, after?.status]).toEqual(['P', 'A']),
    });
  },
  MCSFE_processRealTimeSalaryContract: async () => {
    const contractId = await offerToAgent03('REALTIME', 0.1);
    return prepared({
      token: await agent03(),
      body: { contractId, status: 'A' },
      other: { contractId, status: 'R' },
      state: async () => (await contractsOf('agent03')).find((contract) => contract.id === contractId),
      moved: (before, after) => expect([before?.status, after?.status]).toEqual(['P', 'A']),
    });
  },
  launchGame: async () => {
    const token = await demo01();
    const game = (await sim.get<{ games: { nodeId: number; vassalage: string; gameType: string; gameCode: string }[] }>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1')).body.value.games[0];
    return prepared({
      token,
      body: { ...game, language: 'EN', device: 'WEB' },
      other: { ...game, language: 'TY', device: 'WEB' },
      state: () => moneyOf('demo01'),
      moved: (before, after) => {
        expect(after.mainBalance).toBe(0);
        expect(after.balance).toBeCloseTo(before.balance, 2);
        expect(after.transactionCount).toBe(before.transactionCount + 2);
      },
    });
  },
};

function send(call: MoneyCall, token: string, payload: Payload) {
  return call.body === 'enc' ? sim.enc('POST', call.path, payload, token) : sim.post(call.path, payload, token);
}

describe('money calls (issue 22)', () => {
  it('have a case for every call in the registry, and none for a call outside it', () => {
    expect(Object.keys(CASES).sort()).toEqual(MONEY_CALLS.map((call) => call.name).sort());
  });
});

describe('a repeated requestId answers the first answer and moves once; the id with other fields is DUPLICATE_REQUEST', () => {
  it.each(MONEY_CALLS.map((call) => [call.name, call] as const))('%s', async (name, call) => {
    const { token, body, other, state, moved } = await CASES[name]();
    const requestId = `${name}-1`;
    const before = await state();
    const first = await send(call, token, { ...body, requestId });
    expect(first.body).toMatchObject({ success: true });
    const after = await state();
    moved(before, after);

    const again = await send(call, token, { ...body, requestId });
    expect(again.body).toEqual(first.body);
    expect(await state()).toEqual(after);

    const changed = await send(call, token, { ...other, requestId });
    expect(changed.body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST' });
    expect(await state()).toEqual(after);
  });
});

describe('a refused money call', () => {
  it('is not remembered: the same requestId with the right withdrawal password then moves the points', async () => {
    const call = MONEY_CALLS.find((item) => item.name === 'MCS2_convertPoint') as MoneyCall;
    const token = await demo01();
    const refused = await send(call, token, { points: 1000, paymentPassword: '000000', requestId: 'retype-1' });
    expect(refused.body).toMatchObject({ success: false, code: 'invalid.payment.pw' });
    const done = await send(call, token, { points: 1000, paymentPassword: PASSWORD, requestId: 'retype-1' });
    expect(done.body).toMatchObject({ success: true, value: { points: 1000, pointBalance: 280 } });
  });
});
