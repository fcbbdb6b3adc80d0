import * as v from 'valibot';
import { type Language, looseNumber, relayGet } from 'shared';

export const winnerEntrySchema = v.object({
  vo: v.object({
    customerName: v.string(),
    gameName: v.string(),
    winAmount: looseNumber,
  }),
});

export type WinnerEntry = v.InferOutput<typeof winnerEntrySchema>['vo'];

/** SPEC §9: the winner board shows 20 entries. */
export const WINNER_LIMIT = 20;

/** ODSFE2_getWinnerBoard (gameCategory ALL, limitNum 20). */
export function fetchWinnerBoard(language: Language): Promise<WinnerEntry[]> {
  return relayGet(
    'ODSFE2_getWinnerBoard',
    { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
    v.object({ list: v.array(winnerEntrySchema) }),
  ).then(({ list }) => list.map((entry) => entry.vo));
}
