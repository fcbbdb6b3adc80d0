import { expectKeyFactory } from '@gp/kernel/testing';
import { referralKeys } from './referral-keys';

it('referralKeys: the invite and a page of invitees, under the referral area', async () => {
  await expectKeyFactory(referralKeys.all, { info: referralKeys.info, page1: () => referralKeys.invitees(1), page2: () => referralKeys.invitees(2) });
});
