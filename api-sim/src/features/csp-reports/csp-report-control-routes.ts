import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { CONTROL_PREFIX } from '../control/faults';
import { CSP_REPORT_LIMIT } from './csp-report-state';

/** The violations the report endpoint received, oldest first (README "CSP reports"). */
export const cspReportControlRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.get(`${CONTROL_PREFIX}/csp-reports`, async () => ok({ list: state.cspReports.reports, limit: CSP_REPORT_LIMIT }));

  app.delete(`${CONTROL_PREFIX}/csp-reports`, async () => {
    state.cspReports.reports.length = 0;
    return ok({ list: state.cspReports.reports, limit: CSP_REPORT_LIMIT });
  });
};
