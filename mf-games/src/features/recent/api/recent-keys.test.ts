import { gameKeys } from '@gp/games-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { recentKeys } from './recent-keys';

it('recentKeys: the recent games under the games area, the recent lottery under lottery', async () => {
  await expectKeyFactory(gameKeys.all, { games: recentKeys.games });
  await expectKeyFactory(recentKeys.lotteryArea, { lottery: recentKeys.lottery });
  expect(recentKeys.games()).not.toEqual(recentKeys.lottery());
});
