import * as v from 'valibot';
import { flag, looseInteger, nullableString } from './primitives';

export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

export const gameTypeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(GAME_TYPES));

export type GameType = v.InferOutput<typeof gameTypeSchema>;

export const gameSchema = v.object({
  nodeId: looseInteger,
  nodeName: v.string(),
  gameName: v.string(),
  displayName: v.string(),
  vassalage: v.string(),
  gameType: gameTypeSchema,
  isHot: flag,
  showIcon: flag,
  iconUrl: v.string(),
  url: nullableString,
  lagerIcon: nullableString,
  gameCode: v.string(),
  isGame: flag,
  // SPEC §3 lists no freeTrial; servers that omit it offer no trial.
  freeTrial: v.optional(flag, 0),
});

export type Game = v.InferOutput<typeof gameSchema>;
