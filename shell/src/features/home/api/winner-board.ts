import * as v from 'valibot';
import { apiRequest, type Language, looseNumber, relayPath } from '@gp/kernel';
import { keepPreviousData, queryOptions, useQuery } from '@gp/kernel/query';
import { homeKeys } from './home-keys';

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
export function fetchWinnerBoard(language: Language, options?: { signal?: AbortSignal }): Promise<WinnerEntry[]> {
  return apiRequest(relayPath('ODSFE2_getWinnerBoard'), {
    schema: v.object({ list: v.array(winnerEntrySchema) }),
    params: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
    signal: options?.signal,
  }).then(({ list }) => list.map((entry) => entry.vo));
}

export function winnerBoardQueryOptions(language: Language) {
  return queryOptions({
    queryKey: homeKeys.winnerBoard(language),
    queryFn: ({ signal }) => fetchWinnerBoard(language, { signal }),
    // A language switch keeps the board on show until the new one is in.
    placeholderData: keepPreviousData,
  });
}

export function useWinnerBoard(language: Language) {
  return useQuery(winnerBoardQueryOptions(language));
}
