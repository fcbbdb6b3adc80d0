import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();

afterAll(() => sim.app.close());


describe('GET /wps/relay/MCSFE_getMissionSummaryDetails', () => {
  it('lists the missions with two rewards to claim', async () => {
    const token = await sim.tokenFor('demo01', 'Demo@2026');
    const { body } = await sim.get<{ list: { rewardStatus: string | null }[] }>('/wps/relay/MCSFE_getMissionSummaryDetails', token);
    expect(body.success).toBe(true);
    expect(body.value.list).toHaveLength(5);
    expect(body.value.list.filter((mission) => mission.rewardStatus === 'I')).toHaveLength(2);
  });

  it('needs a session', async () => {
    expect((await sim.get('/wps/relay/MCSFE_getMissionSummaryDetails')).statusCode).toBe(401);
  });
});
