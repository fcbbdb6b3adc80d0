import { expectKeyFactory } from '@gp/kernel/testing';
import { agentKeys } from './agent-keys';

it('agentKeys: the team, its overview and the reports, three areas under the agent centre', async () => {
  await expectKeyFactory(agentKeys.all, { team: agentKeys.team, teamOverview: agentKeys.teamOverview, reports: agentKeys.reports });
  // The overview is not under the team: invalidating the team leaves it alone.
  await expect(expectKeyFactory(agentKeys.team(), { teamOverview: agentKeys.teamOverview })).rejects.toThrow(/is not under/);
});
