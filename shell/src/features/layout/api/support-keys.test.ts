import { expectKeyFactory } from '@gp/kernel/testing';
import { supportKeys } from './support-keys';

it('supportKeys: stable, distinct keys under the support area', async () => {
  expect(supportKeys.helpCenter('EN')).toEqual(['support', 'help-center', 'EN']);
  await expectKeyFactory(supportKeys.all, {
    helpCenterEn: () => supportKeys.helpCenter('EN'),
    helpCenterTy: () => supportKeys.helpCenter('TY'),
    chatModels: supportKeys.chatModels,
  });
});
