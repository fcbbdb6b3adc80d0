import { expectKeyFactory } from '@gp/kernel/testing';
import { pointMallKeys } from './point-mall-keys';

it('pointMallKeys: stable, distinct keys under the points mall', async () => {
  await expectKeyFactory(pointMallKeys.all, {
    rewards: () => pointMallKeys.rewards('EN'),
    rewardsTy: () => pointMallKeys.rewards('TY'),
    history1: () => pointMallKeys.history({ page: 1, language: 'EN' }),
    history2: () => pointMallKeys.history({ page: 2, language: 'EN' }),
    details1: () => pointMallKeys.details(1),
    config: () => pointMallKeys.config('EN'),
  });
});
