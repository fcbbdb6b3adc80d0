import { expectKeyFactory } from '@gp/kernel/testing';
import { agentKeys } from '../../../lib/agent-keys';
import { registerKeys } from './register-keys';

it('registerKeys: the rebate range and the link pages, under the agent centre', async () => {
  await expectKeyFactory(agentKeys.all, { rebateRange: registerKeys.rebateRange, page1: () => registerKeys.linksPage(1) });
  // Creating or deleting a link invalidates every page of links.
  await expectKeyFactory(registerKeys.links(), { page1: () => registerKeys.linksPage(1), page2: () => registerKeys.linksPage(2) });
});
