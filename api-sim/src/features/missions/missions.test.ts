import { SEED } from '../../config';
import { buildCatalogue } from '../../catalogue/catalogue';
import type { Game } from '../../catalogue/types';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
const paidSlot = (buildCatalogue(SEED).gamesByType.get('RNG') ?? []).find((game) => game.freeTrial === 0 && game.vassalage === 'PG') as Game;

beforeEach(async () => {
  await sim.post('/__sim/reset');
});
afterAll(() => sim.app.close());

type Milestone = { index: number; target: number; reward: number; reached: boolean; rewardStatus: string | null };
type Mission = { missionId: number; missionName: string; progress: number; rewardStatus: string | null; claimableAmount: number; milestones: Milestone[] };
type MissionPage = { list: Mission[]; totalElements: number; totalPages: number; claimableCount: number };

const demo = () => sim.tokenFor('demo01', 'Demo@2026');
const missions = (token: string, query = '') => sim.get<MissionPage>(`/wps/relay/MCSFE_getMissionSummaryDetails${query}`, token);
const claim = (token: string, body: Record<string, unknown>) => sim.post<{ amount: number; mainBalance: number; mission: Mission }>('/wps/relay/MCSFE_claimMissionReward', body, token);
const byId = async (token: string, missionId: number) => {
  const all = [...(await missions(token, '?page=1')).body.value.list, ...(await missions(token, '?page=2')).body.value.list];
  return all.find((mission) => mission.missionId === missionId) as Mission;
};

/** Launches the paid slot and spins it `count` times: each spin a settled ₱10 bet. */
async function spin(token: string, count: number) {
  const { body } = await sim.post<{ url: string }>('/wps/game/launchGame', { nodeId: paidSlot.nodeId, vassalage: paidSlot.vassalage, gameType: paidSlot.gameType, gameCode: paidSlot.gameCode, language: 'EN', device: 'WEB' }, token);
  const session = new URL(body.value.url).searchParams.get('session') ?? '';
  for (let i = 0; i < count; i += 1) await sim.post('/sim/game/spin', { session });
}

describe('GET /wps/relay/MCSFE_getMissionSummaryDetails', () => {
  it('pages seven missions 5 a page, with every reward status and two to claim', async () => {
    const token = await demo();
    const first = await missions(token);
    expect(first.body.value).toMatchObject({ totalElements: 7, totalPages: 2, claimableCount: 2 });
    expect(first.body.value.list).toHaveLength(5);
    const second = await missions(token, '?page=2');
    const statuses = [...first.body.value.list, ...second.body.value.list].map((mission) => [mission.missionId, mission.rewardStatus]);
    expect(statuses).toEqual([[1, 'I'], [2, 'I'], [3, 'F'], [4, 'A'], [5, null], [6, null], [7, 'E']]);
    const daily = first.body.value.list[0] as Mission;
    expect(daily.milestones.map((milestone) => milestone.rewardStatus)).toEqual(['A', 'I', null]);
    expect(daily).toMatchObject({ progress: 600, claimableAmount: 10 });
  });

  it('speaks Tagalog with language=TY', async () => {
    const { body } = await missions(await demo(), '?language=TY');
    expect(body.value.list[0]?.missionName).toBe('Araw-araw na taya');
  });

  it('needs a session and MISSIONLB3', async () => {
    expect((await sim.get('/wps/relay/MCSFE_getMissionSummaryDetails')).statusCode).toBe(401);
    await sim.post('/__sim/features', { MISSIONLB3: false });
    expect((await missions(await demo())).body).toMatchObject({ success: false, code: 'MODULE_DISABLED' });
  });

  it('counts the claimable missions in CSP_unreadCount', async () => {
    const token = await demo();
    expect((await sim.get<{ missionCount: number }>('/wps/relay/CSP_unreadCount', token)).body.value.missionCount).toBe(2);
  });
});

describe('progress from bets', () => {
  it('moves the daily and weekly missions with settled bets; the seeded history never counts', async () => {
    const token = await sim.tokenFor('agent01', 'Agent@2026');
    expect((await byId(token, 1)).progress).toBe(0);
    await spin(token, 10);
    const daily = await byId(token, 1);
    expect(daily).toMatchObject({ progress: 100, rewardStatus: 'I', claimableAmount: 5 });
    expect(await byId(token, 2)).toMatchObject({ progress: 100, rewardStatus: null });
    expect(await byId(token, 5)).toMatchObject({ progress: 10, rewardStatus: 'I' });
    // Live bets only: the slots spins do not move mission 3.
    expect((await byId(token, 3)).progress).toBe(0);
  });

  it('adds bets to a progress the operator set', async () => {
    const token = await sim.tokenFor('agent01', 'Agent@2026');
    const set = await sim.post<Mission>('/__sim/missions/progress', { username: 'agent01', missionId: 2, progress: 990 });
    expect(set.body.value).toMatchObject({ progress: 990, rewardStatus: null });
    await spin(token, 1);
    expect(await byId(token, 2)).toMatchObject({ progress: 1000, rewardStatus: 'I', claimableAmount: 20 });
  });

  it('earns 1 point for every ₱10 of valid bet', async () => {
    const token = await sim.tokenFor('agent01', 'Agent@2026');
    const before = (await sim.get<{ points: number }>('/wps/relay/MCS2_getPointBalance', token)).body.value.points;
    await spin(token, 3);
    expect((await sim.get<{ points: number }>('/wps/relay/MCS2_getPointBalance', token)).body.value.points).toBe(before + 3);
  });
});

describe('POST /wps/relay/MCSFE_claimMissionReward', () => {
  it('pays the claimable milestones once; the status and the count follow', async () => {
    const token = await demo();
    const balance = async () => (await sim.get<{ balance: number }>('/wps/v2/wallets/balance', token)).body.value.balance;
    const before = await balance();
    const first = await claim(token, { missionId: 1 });
    expect(first.body.value).toMatchObject({ amount: 10, mission: { rewardStatus: 'A', claimableAmount: 0 } });
    expect(await balance()).toBeCloseTo(before + 10, 2);
    expect((await claim(token, { missionId: 1 })).body).toMatchObject({ success: false, code: 'NOTHING_TO_CLAIM' });
    expect(await balance()).toBeCloseTo(before + 10, 2);
    expect((await missions(token)).body.value.claimableCount).toBe(1);
  });

  it('answers a repeated requestId with the first answer and pays nothing twice', async () => {
    const token = await demo();
    const first = await claim(token, { missionId: 2, requestId: 'r-1' });
    const again = await claim(token, { missionId: 2, requestId: 'r-1' });
    expect(again.body).toEqual(first.body);
    expect((await byId(token, 2)).rewardStatus).toBe('F');
  });

  it('refuses an expired, a finished and an unknown mission', async () => {
    const token = await demo();
    expect((await claim(token, { missionId: 7 })).body).toMatchObject({ success: false, code: 'MISSION_EXPIRED' });
    expect((await claim(token, { missionId: 3 })).body).toMatchObject({ success: false, code: 'NOTHING_TO_CLAIM' });
    expect((await claim(token, { missionId: 99 })).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /wps/relay/MCSFE_getMissionLeaderboard', () => {
  it('ranks this week by valid bet, with my rank', async () => {
    const { body } = await sim.get<{ list: { rank: number; username: string; value: number; me: boolean }[]; myRank: number; myValue: number }>('/wps/relay/MCSFE_getMissionLeaderboard', await demo());
    expect(body.value.list).toHaveLength(10);
    expect(body.value).toMatchObject({ myRank: 7, myValue: 1250 });
    expect(body.value.list[6]).toMatchObject({ rank: 7, username: 'demo01', me: true });
    expect(body.value.list.filter((row) => row.me)).toHaveLength(1);
  });

  it('gives my rank below the top 10', async () => {
    const { body } = await sim.get<{ list: { me: boolean }[]; myRank: number }>('/wps/relay/MCSFE_getMissionLeaderboard', await sim.tokenFor('agent01', 'Agent@2026'));
    expect(body.value.myRank).toBe(12);
    expect(body.value.list.some((row) => row.me)).toBe(false);
  });
});
