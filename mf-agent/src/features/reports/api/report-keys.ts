import { agentKeys } from '../../../lib/agent-keys';
import type { ReportQuery } from './reports';

/** The query keys of the reports, under `agentKeys.reports()` (a transfer to the upline refreshes them): one per report (its relay call) and query. */
export const reportKeys = {
  all: agentKeys.reports(),
  report: <F>(name: string, query: ReportQuery<F>) => [...reportKeys.all, name, query] as const,
};
