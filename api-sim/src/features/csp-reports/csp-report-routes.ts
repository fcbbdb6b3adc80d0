import type { FastifyRequest } from 'fastify';
import type { SimRoutes } from '../../context';
import { HttpError } from '../../lib/envelope';
import {
  addCspReports,
  fromReportingApi,
  fromReportUri,
  type CspReportUriBody,
  type ReportingApiReport,
} from './csp-report-state';

export const CSP_REPORT_PATH = '/csp-report';
/** A report is about 1 KB (its policy included); a Reporting API batch holds a few dozen. */
export const CSP_REPORT_BODY_LIMIT = 64 * 1024;

const REPORT_URI_TYPE = 'application/csp-report';
const REPORTING_API_TYPE = 'application/reports+json';

const url = { type: 'string', maxLength: 4096 } as const;
const directive = { type: 'string', minLength: 1, maxLength: 256 } as const;
const count = { type: 'integer', minimum: 0 } as const;
const disposition = { type: 'string', enum: ['enforce', 'report'] } as const;
const sample = { type: 'string', maxLength: 1024 } as const;

// Browsers add fields over time (referrer, original-policy…): unknown ones are allowed and not kept.
const reportUriBodySchema = {
  type: 'object',
  required: ['csp-report'],
  additionalProperties: false,
  properties: {
    'csp-report': {
      type: 'object',
      required: ['document-uri', 'violated-directive'],
      properties: {
        'document-uri': url,
        'violated-directive': directive,
        'effective-directive': directive,
        'blocked-uri': url,
        disposition,
        'source-file': url,
        'line-number': count,
        'column-number': count,
        'script-sample': sample,
        'status-code': count,
      },
    },
  },
} as const;

const reportingApiBodySchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    type: 'object',
    required: ['type', 'body'],
    properties: {
      type: { type: 'string', minLength: 1, maxLength: 64 },
      url,
      age: count,
      user_agent: { type: 'string', maxLength: 512 },
      body: { type: 'object' },
    },
    if: { properties: { type: { const: 'csp-violation' } } },
    then: {
      properties: {
        body: {
          type: 'object',
          required: ['documentURL', 'effectiveDirective'],
          properties: {
            documentURL: url,
            effectiveDirective: directive,
            blockedURL: url,
            disposition,
            sourceFile: url,
            lineNumber: count,
            columnNumber: count,
            sample,
            statusCode: count,
          },
        },
      },
    },
  },
} as const;

const mediaTypeOf = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const userAgentOf = (request: FastifyRequest): string | null => request.headers['user-agent']?.slice(0, 512) ?? null;

/**
 * Where the site's Content-Security-Policy sends violations (`report-uri`): browsers POST them
 * without a preflight and read no answer. The control API lists them (GET /__sim/csp-reports).
 */
export const cspReportRoutes: SimRoutes = async (app, { ctx }) => {
  // Both formats are JSON under their own media type; these parsers serve this plugin's route only.
  app.addContentTypeParser([REPORT_URI_TYPE, REPORTING_API_TYPE], { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, app.getDefaultJsonParser('error', 'error'));

  app.post<{ Body: CspReportUriBody | ReportingApiReport[] }>(
    CSP_REPORT_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      schema: {
        body: {
          content: {
            [REPORT_URI_TYPE]: { schema: reportUriBodySchema },
            [REPORTING_API_TYPE]: { schema: reportingApiBodySchema },
          },
        },
      },
    },
    async (request, reply) => {
      const mediaType = mediaTypeOf(request);
      const userAgent = userAgentOf(request);
      const { body } = request;
      // Fastify validates only the media types the schema names: any other is refused here.
      if (mediaType === REPORT_URI_TYPE && !Array.isArray(body)) {
        addCspReports(ctx.state.cspReports, [fromReportUri(body, userAgent)], new Date());
      } else if (mediaType === REPORTING_API_TYPE && Array.isArray(body)) {
        addCspReports(ctx.state.cspReports, fromReportingApi(body, userAgent), new Date());
      } else {
        throw new HttpError(415, `Unsupported media type: ${REPORT_URI_TYPE} or ${REPORTING_API_TYPE} expected`, 'UNSUPPORTED_MEDIA_TYPE');
      }
      return reply.code(204).send();
    },
  );
};
