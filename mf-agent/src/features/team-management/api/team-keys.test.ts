import { expectKeyFactory } from '@gp/kernel/testing';
import { agentKeys } from '../../../lib/agent-keys';
import { teamKeys } from './team-keys';

it('teamKeys: a key per downline query and account, all under the team', async () => {
  expect(teamKeys.all).toEqual(agentKeys.team());
  await expectKeyFactory(teamKeys.all, {
    page1: () => teamKeys.downlines({ page: 1 }),
    page2: () => teamKeys.downlines({ page: 2 }),
    below: () => teamKeys.downlines({ parentAccount: 'a1', page: 1 }),
    detail: () => teamKeys.detail('a1'),
    transferInfo: () => teamKeys.transferInfo('a1'),
  });
});
