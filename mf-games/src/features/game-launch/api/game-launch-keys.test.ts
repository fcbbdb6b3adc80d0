import { expectKeyFactory } from '@gp/kernel/testing';
import { gameLaunchKeys } from './game-launch-keys';

const game = { nodeId: 7, vassalage: 'PG', gameType: 'RNG', gameCode: 'fortune' } as const;

it('gameLaunchKeys: one launch per game and mode, under the launches', async () => {
  await expectKeyFactory(gameLaunchKeys.all, {
    real: () => gameLaunchKeys.launch(game, false),
    trial: () => gameLaunchKeys.launch(game, true),
    otherGame: () => gameLaunchKeys.launch({ ...game, gameCode: 'mahjong' }, false),
  });
  await expectKeyFactory(['games'], { real: () => gameLaunchKeys.launch(game, false) });
});
