/** How many reports the simulator keeps: the newest ones, so a page that loops cannot fill memory. */
export const CSP_REPORT_LIMIT = 200;

/** The two wire formats: `report-uri` (application/csp-report) and the Reporting API (application/reports+json). */
export type CspReportFormat = 'report-uri' | 'reporting-api';

/** A violation as received, in one shape whichever format carried it. */
export interface CspReport {
  id: number;
  receivedAt: string;
  format: CspReportFormat;
  documentUrl: string;
  /** The directive that blocked (e.g. `img-src`, `script-src-elem`). */
  effectiveDirective: string;
  /** As the browser named it: `report-uri` carries its own; the Reporting API only the effective one. */
  violatedDirective: string;
  /** A URL, or a keyword for what is not one (`inline`, `eval`, `data`); '' when the browser gave none. */
  blockedUrl: string;
  disposition: 'enforce' | 'report';
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  statusCode: number | null;
  userAgent: string | null;
}

export type CspReportInput = Omit<CspReport, 'id' | 'receivedAt'>;

export interface CspReportState {
  reports: CspReport[];
  nextId: number;
}

export const createCspReportState = (): CspReportState => ({ reports: [], nextId: 1 });

/** Stores reports in arrival order, dropping the oldest beyond CSP_REPORT_LIMIT. */
export function addCspReports(state: CspReportState, inputs: readonly CspReportInput[], receivedAt: Date): void {
  for (const input of inputs) {
    state.reports.push({ id: state.nextId, receivedAt: receivedAt.toISOString(), ...input });
    state.nextId += 1;
  }
  if (state.reports.length > CSP_REPORT_LIMIT) state.reports.splice(0, state.reports.length - CSP_REPORT_LIMIT);
}

/** The body of `report-uri` (CSP level 2 names, still what Chromium and Firefox send). */
export interface CspReportUriBody {
  'csp-report': {
    'document-uri': string;
    'violated-directive': string;
    'effective-directive'?: string;
    'blocked-uri'?: string;
    disposition?: 'enforce' | 'report';
    'source-file'?: string;
    'line-number'?: number;
    'column-number'?: number;
    'script-sample'?: string;
    'status-code'?: number;
  };
}

/** One report of a Reporting API batch; only `csp-violation` bodies are read. */
export interface ReportingApiReport {
  type: string;
  user_agent?: string;
  body: {
    documentURL?: string;
    effectiveDirective?: string;
    blockedURL?: string;
    disposition?: 'enforce' | 'report';
    sourceFile?: string;
    lineNumber?: number;
    columnNumber?: number;
    sample?: string;
    statusCode?: number;
  };
}

export function fromReportUri({ 'csp-report': report }: CspReportUriBody, userAgent: string | null): CspReportInput {
  const violated = report['violated-directive'];
  return {
    format: 'report-uri',
    documentUrl: report['document-uri'],
    // CSP2 browsers put the whole directive (`img-src 'self'`) here and send no effective one.
    effectiveDirective: report['effective-directive'] ?? violated.split(' ')[0] ?? violated,
    violatedDirective: violated,
    blockedUrl: report['blocked-uri'] ?? '',
    disposition: report.disposition ?? 'enforce',
    sourceFile: report['source-file'] ?? null,
    lineNumber: report['line-number'] ?? null,
    columnNumber: report['column-number'] ?? null,
    sample: report['script-sample'] ?? null,
    statusCode: report['status-code'] ?? null,
    userAgent,
  };
}

export function fromReportingApi(reports: readonly ReportingApiReport[], userAgent: string | null): CspReportInput[] {
  return reports.flatMap(({ type, user_agent: agent, body }) => {
    if (type !== 'csp-violation' || body.documentURL === undefined || body.effectiveDirective === undefined) return [];
    return [
      {
        format: 'reporting-api' as const,
        documentUrl: body.documentURL,
        effectiveDirective: body.effectiveDirective,
        violatedDirective: body.effectiveDirective,
        blockedUrl: body.blockedURL ?? '',
        disposition: body.disposition ?? 'enforce',
        sourceFile: body.sourceFile ?? null,
        lineNumber: body.lineNumber ?? null,
        columnNumber: body.columnNumber ?? null,
        sample: body.sample ?? null,
        statusCode: body.statusCode ?? null,
        userAgent: agent ?? userAgent,
      },
    ];
  });
}
