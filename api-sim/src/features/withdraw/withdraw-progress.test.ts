import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '../../config';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
// Noon of the site's next day: after every seeded withdrawal (the seed is dated from the real
// clock), so "the newest" is one of this test's. A fixed date fell behind the seed as days passed.
const DAY = DateTime.now().setZone(SITE_TIME_ZONE).plus({ days: 1 }).toISODate();
const at = (hhmm: string) => `${DAY}T${hhmm}:00+08:00`;
let token = '';
beforeEach(async () => {
  await sim.post('/__sim/reset');
  await sim.post('/__sim/clock', { time: at('12:00'), frozen: true });
  token = await sim.tokenFor('demo01', 'Demo@2026');
});
afterAll(() => sim.app.close());

type Step = { step: string; time: string; reason: string | null };
type Progress = { orderNo: string; status: number; timeline: Step[]; nextStep: { step: string; expectedTime: string } | null };

const PASSWORD = '135790';
const cardId = async () => (await sim.get<{ list: Array<{ id: number }> }>('/wps/relay/PCS_bankCardList', token)).body.value.list[0]?.id;
const withdraw = async (amount: number) =>
  (await sim.enc<Progress>('POST', '/wps/relay/passwordCheck/PCS_withdraw', { amount, cardId: await cardId(), paymentPassword: PASSWORD }, token)).body.value;
const progress = async (orderNo?: string) =>
  (await sim.get<Progress | null>(`/wps/relay/PCS_withdrawProgress${orderNo ? `?orderNo=${orderNo}` : ''}`, token)).body;
const decide = async (orderNo: string, decision: string, body?: object) => (await sim.post<Progress | null>(`/__sim/withdrawals/${orderNo}/${decision}`, body)).body;
const advanceClock = (minutes: number) => sim.post('/__sim/clock', { advanceMinutes: minutes });
const steps = (value: Progress | null | undefined) => value?.timeline.map((entry) => entry.step);

describe('withdrawal progress', () => {
  it('walks submitted → reviewing → approved → paid with each time and the expected time of the next step', async () => {
    const order = await withdraw(500);
    expect(order.timeline).toEqual([{ step: 'SUBMITTED', time: at('12:00'), reason: null }]);
    expect(order.nextStep).toEqual({ step: 'REVIEWING', expectedTime: at('12:05') });

    await advanceClock(2);
    const reviewing = (await decide(order.orderNo, 'advance')).value;
    expect(reviewing).toMatchObject({ status: 1, nextStep: { step: 'APPROVED', expectedTime: at('12:32') } });
    expect(reviewing?.timeline[1]).toEqual({ step: 'REVIEWING', time: at('12:02'), reason: null });

    await advanceClock(10);
    expect((await decide(order.orderNo, 'advance')).value).toMatchObject({ status: 2, nextStep: { step: 'PAID', expectedTime: at('13:12') } });
    await advanceClock(20);
    const paid = (await decide(order.orderNo, 'advance')).value;
    expect(paid).toMatchObject({ status: 4, nextStep: null });
    expect(paid?.timeline.map((entry) => [entry.step, entry.time])).toEqual([
      ['SUBMITTED', at('12:00')],
      ['REVIEWING', at('12:02')],
      ['APPROVED', at('12:12')],
      ['PAID', at('12:32')],
    ]);
    expect((await decide(order.orderNo, 'advance'))).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect((await progress(order.orderNo)).value).toEqual(paid);
  });

  it('a rejection ends the timeline with its reason; the newest withdrawal is the default; another member’s order is not found', async () => {
    const first = await withdraw(200);
    await decide(first.orderNo, 'review');
    expect(await decide(first.orderNo, 'review')).toMatchObject({ success: false, code: 'INVALID_STATE' });
    await advanceClock(1);
    const second = await withdraw(300);
    const rejected = (await decide(first.orderNo, 'reject', { remark: 'Account name does not match' })).value;
    expect(steps(rejected)).toEqual(['SUBMITTED', 'REVIEWING', 'REJECTED']);
    expect(rejected?.timeline[2]?.reason).toBe('Account name does not match');
    expect(rejected?.nextStep).toBeNull();

    expect((await progress()).value?.orderNo).toBe(second.orderNo);
    const other = await sim.tokenFor('weak01', 'Gp@123456');
    expect((await sim.get(`/wps/relay/PCS_withdrawProgress?orderNo=${first.orderNo}`, other)).body).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    expect((await sim.get('/wps/relay/PCS_withdrawProgress', other)).body).toMatchObject({ success: true, value: null });
    expect((await sim.get('/wps/relay/PCS_withdrawProgress')).statusCode).toBe(401);
  });

  it('a payout that fails names the reason after the approval', async () => {
    const order = await withdraw(150);
    await decide(order.orderNo, 'approve');
    const failed = (await decide(order.orderNo, 'fail', { remark: 'Bank rejected the transfer' })).value;
    expect(failed?.timeline.map((entry) => [entry.step, entry.reason])).toEqual([
      ['SUBMITTED', null],
      ['REVIEWING', null],
      ['APPROVED', null],
      ['FAILED', 'Bank rejected the transfer'],
    ]);
  });
});
