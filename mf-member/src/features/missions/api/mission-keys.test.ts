import { expectKeyFactory } from '@gp/kernel/testing';
import { missionKeys } from './mission-keys';

it('missionKeys: a page of missions per language and the leaderboard', async () => {
  await expectKeyFactory(missionKeys.all, {
    page1: () => missionKeys.list(1, 'EN'),
    page2: () => missionKeys.list(2, 'EN'),
    page1Ty: () => missionKeys.list(1, 'TY'),
    leaderboard: missionKeys.leaderboard,
  });
});
