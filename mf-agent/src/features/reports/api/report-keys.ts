import { agentKeys } from '../../../lib/agent-keys';
import type { ReportQuery } from './reports';

/** The query keys of the reports: one per report (its relay call) and query. */
export const reportKeys = {
  all: [...agentKeys.all, 'report'] as const,
  report: <F>(name: string, query: ReportQuery<F>) => [...reportKeys.all, name, query] as const,
};
