import { expectKeyFactory } from '@gp/kernel/testing';
import { messageKeys } from './message-keys';

it('messageKeys: a page per box, every page under its box', async () => {
  await expectKeyFactory(messageKeys.all, {
    inbox1: () => messageKeys.page('inbox', 1),
    inbox2: () => messageKeys.page('inbox', 2),
    outbox1: () => messageKeys.page('outbox', 1),
  });
  await expectKeyFactory(messageKeys.box('inbox'), { inbox1: () => messageKeys.page('inbox', 1) });
  await expect(expectKeyFactory(messageKeys.box('inbox'), { outbox1: () => messageKeys.page('outbox', 1) })).rejects.toThrow(/is not under/);
});
