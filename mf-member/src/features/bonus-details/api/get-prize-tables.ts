import * as v from 'valibot';
import { looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { bonusDetailsKeys } from './bonus-details-keys';

export const prizeRowSchema = v.object({
  betType: v.string(),
  betName: v.nullish(v.string(), ''),
  /** What a stake of 1 pays. */
  odds: looseNumber,
});

export const prizeTableSchema = v.object({
  gameCode: v.string(),
  gameName: v.nullish(v.string(), ''),
  prizeMode: v.string(),
  prizes: v.array(prizeRowSchema),
});

export const prizeTablesSchema = v.object({ list: v.array(prizeTableSchema) });

export type PrizeRow = v.InferOutput<typeof prizeRowSchema>;
export type PrizeTable = v.InferOutput<typeof prizeTableSchema>;

/** MCSFE_getLotteryPrizeTable (token): per lottery game, its bet types and what a stake of 1 pays. */
export function getPrizeTables(signal?: AbortSignal): Promise<PrizeTable[]> {
  return apiRequest(relayPath('MCSFE_getLotteryPrizeTable'), { schema: prizeTablesSchema, signal }).then((value) => value.list);
}

export function usePrizeTables() {
  return useQuery(queryOptions({ queryKey: bonusDetailsKeys.prizeTables(), queryFn: ({ signal }) => getPrizeTables(signal) }));
}

/** One table per prize mode, with the games that pay by it (games of a mode share its table). */
export type PrizeGroup = { prizeMode: string; games: string[]; prizes: PrizeRow[] };

export function groupByPrizeMode(tables: readonly PrizeTable[]): PrizeGroup[] {
  const groups = new Map<string, PrizeGroup>();
  for (const table of tables) {
    const key = `${table.prizeMode}:${JSON.stringify(table.prizes)}`;
    const group = groups.get(key) ?? { prizeMode: table.prizeMode, games: [], prizes: table.prizes };
    group.games.push(table.gameName || table.gameCode);
    groups.set(key, group);
  }
  return [...groups.values()];
}
