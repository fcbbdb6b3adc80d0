import { expectKeyFactory } from '@gp/kernel/testing';
import { agentKeys } from '../../../lib/agent-keys';
import { teamOverviewKeys } from './team-overview-keys';

it('teamOverviewKeys: one key per range, under the overview', async () => {
  expect(teamOverviewKeys.all).toEqual(agentKeys.teamOverview());
  await expectKeyFactory(teamOverviewKeys.all, { today: () => teamOverviewKeys.range('today'), yesterday: () => teamOverviewKeys.range('yesterday') });
});
