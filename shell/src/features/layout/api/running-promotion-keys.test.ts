import { promotionKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { runningPromotionKeys } from './running-promotion-keys';

it('runningPromotionKeys: one list per language, under the shared promotions area', async () => {
  await expectKeyFactory(runningPromotionKeys.all, { en: () => runningPromotionKeys.list('EN'), ty: () => runningPromotionKeys.list('TY') });
  // Taking part in a promotion (member centre) invalidates the whole area, the header's list too.
  await expectKeyFactory(promotionKeys.all, { en: () => runningPromotionKeys.list('EN') });
});
