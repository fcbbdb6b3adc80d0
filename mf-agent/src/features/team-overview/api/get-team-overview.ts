import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type NamedRange, REPORT_RANGE_NAMES } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { teamFiguresSchema } from '../../../lib/team-figures';
import { teamOverviewKeys } from './team-overview-keys';

export const dailyCountsSchema = v.object({
  date: v.string(),
  registrations: looseInteger,
  logins: looseInteger,
  firstBets: looseInteger,
  firstDeposits: looseInteger,
  activeMembers: looseInteger,
});

export type DailyCounts = v.InferOutput<typeof dailyCountsSchema>;

export const teamOverviewSchema = v.object({
  startDate: v.string(),
  endDate: v.string(),
  teamSize: looseInteger,
  directCount: looseInteger,
  agentCount: looseInteger,
  memberCount: looseInteger,
  teamBalance: looseNumber,
  figures: teamFiguresSchema,
  today: v.object({
    registrations: looseInteger,
    logins: looseInteger,
    firstBets: looseInteger,
    firstDeposits: looseInteger,
    online: looseInteger,
  }),
  daily: v.array(dailyCountsSchema),
});

export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>;

/** ODSFE2_agentTeamOverview (token): the team's figures for a quick range, today's counts, the daily counts. */
export function getTeamOverview(range: NamedRange, signal?: AbortSignal): Promise<TeamOverview> {
  return apiRequest(relayPath('ODSFE2_agentTeamOverview'), { schema: teamOverviewSchema, params: { range: REPORT_RANGE_NAMES[range] }, signal });
}

export function teamOverviewQuery(range: NamedRange) {
  return queryOptions({
    queryKey: teamOverviewKeys.range(range),
    queryFn: ({ signal }) => getTeamOverview(range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeamOverview(range: NamedRange) {
  return useQuery(teamOverviewQuery(range));
}
