import { type CspReport, CSP_REPORT_LIMIT } from './csp-report-state';
import { CSP_REPORT_BODY_LIMIT } from './csp-report-routes';
import { createTestClient } from '../../testing/sim-test-client';

const sim = createTestClient();
afterAll(() => sim.app.close());
beforeEach(() => sim.app.inject({ method: 'DELETE', url: '/__sim/csp-reports' }));

/** What Chromium sends for a `report-uri` (an image the policy blocked). */
const chromiumReport = (blocked = 'https://evil.example/x.png') => ({
  'csp-report': {
    'document-uri': 'http://localhost:3000/index',
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'; img-src 'self' data:; report-uri http://localhost:3100/csp-report",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'line-number': 1,
    'column-number': 56,
    'source-file': 'http://localhost:3000/static/js/main.js',
    'status-code': 200,
    'script-sample': '',
  },
});

/** A Reporting API batch: one violation and a report of another kind. */
const reportingBatch = [
  {
    age: 12,
    type: 'csp-violation',
    url: 'http://localhost:3000/rng',
    user_agent: 'Chromium/156',
    body: {
      documentURL: 'http://localhost:3000/rng',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      disposition: 'enforce',
      originalPolicy: "script-src 'self'",
      sample: 'window.x = 1',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 7,
      referrer: '',
    },
  },
  { age: 1, type: 'deprecation', url: 'http://localhost:3000/rng', body: { id: 'SomeFeature', message: 'going away' } },
];

const send = (payload: string | object, contentType = 'application/csp-report', headers: Record<string, string> = {}) =>
  sim.app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { 'content-type': contentType, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function listed(): Promise<CspReport[]> {
  const { statusCode, body } = await sim.get<{ list: CspReport[]; limit: number }>('/__sim/csp-reports');
  expect(statusCode).toBe(200);
  expect(body.value.limit).toBe(CSP_REPORT_LIMIT);
  return body.value.list;
}

describe('CSP report endpoint', () => {
  it('takes a report-uri report, answers 204 with no body and lists it with its receive time', async () => {
    const before = Date.now();
    const response = await send(chromiumReport(), 'application/csp-report', { 'user-agent': 'Chromium/156', origin: 'http://localhost:3000' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [report, ...rest] = await listed();
    expect(rest).toEqual([]);
    expect(report).toMatchObject({
      format: 'report-uri',
      documentUrl: 'http://localhost:3000/index',
      effectiveDirective: 'img-src',
      violatedDirective: 'img-src',
      blockedUrl: 'https://evil.example/x.png',
      disposition: 'enforce',
      sourceFile: 'http://localhost:3000/static/js/main.js',
      lineNumber: 1,
      columnNumber: 56,
      sample: '',
      statusCode: 200,
      userAgent: 'Chromium/156',
    });
    const received = Date.parse(report?.receivedAt ?? '');
    expect(received).toBeGreaterThanOrEqual(before - 1);
    expect(received).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('reads the effective directive out of a CSP2 violated-directive and defaults what is missing', async () => {
    const response = await send({ 'csp-report': { 'document-uri': 'http://localhost:3000/', 'violated-directive': "script-src 'self'" } }, 'application/csp-report; charset=utf-8');
    expect(response.statusCode).toBe(204);
    expect(await listed()).toEqual([
      expect.objectContaining({
        effectiveDirective: 'script-src',
        violatedDirective: "script-src 'self'",
        blockedUrl: '',
        disposition: 'enforce',
        sourceFile: null,
        lineNumber: null,
        statusCode: null,
      }),
    ]);
  });

  it('takes a Reporting API batch and keeps its CSP violations only', async () => {
    const response = await send(reportingBatch, 'application/reports+json');
    expect(response.statusCode).toBe(204);
    expect(await listed()).toEqual([
      expect.objectContaining({
        format: 'reporting-api',
        documentUrl: 'http://localhost:3000/rng',
        effectiveDirective: 'script-src-elem',
        violatedDirective: 'script-src-elem',
        blockedUrl: 'inline',
        sample: 'window.x = 1',
        lineNumber: 3,
        userAgent: 'Chromium/156',
      }),
    ]);
  });

  it.each([
    ['not JSON', '{"csp-report": {', 'application/csp-report'],
    ['an empty body', '', 'application/csp-report'],
    ['a JSON array for report-uri', [chromiumReport()], 'application/csp-report'],
    ['no csp-report member', { report: chromiumReport()['csp-report'] }, 'application/csp-report'],
    ['a member beside csp-report', { ...chromiumReport(), extra: 1 }, 'application/csp-report'],
    ['no document-uri', { 'csp-report': { 'violated-directive': 'img-src' } }, 'application/csp-report'],
    ['no violated-directive', { 'csp-report': { 'document-uri': 'http://localhost:3000/' } }, 'application/csp-report'],
    ['a negative line number', { 'csp-report': { ...chromiumReport()['csp-report'], 'line-number': -1 } }, 'application/csp-report'],
    ['an unknown disposition', { 'csp-report': { ...chromiumReport()['csp-report'], disposition: 'ignore' } }, 'application/csp-report'],
    ['a document URL of 5,000 characters', { 'csp-report': { ...chromiumReport()['csp-report'], 'document-uri': `http://x/${'a'.repeat(5000)}` } }, 'application/csp-report'],
    ['an object for the Reporting API', reportingBatch[0] ?? {}, 'application/reports+json'],
    ['an empty batch', [], 'application/reports+json'],
    ['a report without a type', [{ body: {} }], 'application/reports+json'],
    ['a violation without its document URL', [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }], 'application/reports+json'],
    ['a violation whose body is a string', [{ type: 'csp-violation', body: 'img-src' }], 'application/reports+json'],
  ])('refuses %s with 400 and stores nothing', async (_what, payload, contentType) => {
    const response = await send(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await listed()).toEqual([]);
  });

  it('refuses a body above the limit with 413 and stores nothing', async () => {
    const padded = { 'csp-report': { ...chromiumReport()['csp-report'], 'original-policy': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } };
    const response = await send(padded);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await listed()).toEqual([]);
  });

  it.each(['application/json', 'text/plain'])('refuses the media type %s with 415', async (contentType) => {
    const response = await send(chromiumReport(), contentType);
    expect(response.statusCode).toBe(415);
    expect(await listed()).toEqual([]);
  });

  it('takes reports from any origin: browsers send them without a preflight', async () => {
    for (const origin of ['http://localhost:3001', 'null']) {
      expect((await send(chromiumReport(), 'application/csp-report', { origin })).statusCode).toBe(204);
    }
    expect(await listed()).toHaveLength(2);
  });

  it(`keeps the newest ${CSP_REPORT_LIMIT} reports`, async () => {
    for (let n = 1; n <= CSP_REPORT_LIMIT + 5; n += 1) {
      expect((await send(chromiumReport(`https://evil.example/${n}.png`))).statusCode).toBe(204);
    }
    const list = await listed();
    expect(list).toHaveLength(CSP_REPORT_LIMIT);
    expect(list[0]?.blockedUrl).toBe('https://evil.example/6.png');
    expect(list.at(-1)?.blockedUrl).toBe(`https://evil.example/${CSP_REPORT_LIMIT + 5}.png`);
  });

  it('DELETE and the reset of the simulator clear them', async () => {
    await send(chromiumReport());
    expect(await listed()).toHaveLength(1);
    expect((await sim.del('/__sim/csp-reports')).body.value).toMatchObject({ list: [] });
    expect(await listed()).toEqual([]);
    await send(chromiumReport());
    expect(await listed()).toHaveLength(1);
    expect((await sim.post('/__sim/reset')).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
  });
});
