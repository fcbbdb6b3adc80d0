import * as v from 'valibot';
import { apiRequest, type Language, looseNumber, relayPath } from 'shared';

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
  return apiRequest(relayPath('ODSFE2_getWinnerBoard'), {
    schema: v.object({ list: v.array(winnerEntrySchema) }),
    params: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
  }).then(({ list }) => list.map((entry) => entry.vo));
}
