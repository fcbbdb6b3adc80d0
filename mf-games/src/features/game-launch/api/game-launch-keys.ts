import { type Game } from '@gp/kernel';
import { gameKeys } from '@gp/games-kit';

/** The query keys of game launches: one per game and mode (trial or not), under the games area. */
export const gameLaunchKeys = {
  all: [...gameKeys.all, 'launch'] as const,
  launch: ({ nodeId, vassalage, gameType, gameCode }: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode'>, trial: boolean) =>
    [...gameLaunchKeys.all, nodeId, vassalage, gameType, gameCode, trial] as const,
};
