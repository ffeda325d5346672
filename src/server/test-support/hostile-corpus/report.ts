import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { HostileServer } from './hostile-server';
import type { Identity } from './requests';

export type Failure = {
  target: string;
  identity: Identity;
  case: string;
  request: string;
  status: number;
  body: string;
  log: string;
};

export type CorpusReport = {
  requests: number;
  statuses: Record<number, number>;
  failures: Failure[];
  slowest: { what: string; ms: number }[];
};

export const emptyReport = (): CorpusReport => ({
  requests: 0,
  statuses: {},
  failures: [],
  slowest: [],
});

export function mergeReports(...reports: CorpusReport[]): CorpusReport {
  const merged = emptyReport();
  for (const report of reports) {
    merged.requests += report.requests;
    for (const [status, count] of Object.entries(report.statuses)) {
      merged.statuses[Number(status)] = (merged.statuses[Number(status)] ?? 0) + count;
    }
    merged.failures.push(...report.failures);
    merged.slowest.push(...report.slowest);
  }
  merged.slowest = merged.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return merged;
}

/** A 5xx, or a tRPC batch (207) with a 5xx item inside, or null. */
export function serverErrorOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (
    type.startsWith('application/json') &&
    /"httpStatus":5\d\d/.test(response.body.slice(0, 200_000))
  ) {
    return 'a 5xx item in the answer';
  }
  return null;
}

const describeRequest = (options: InjectOptions) => {
  const url = typeof options.url === 'string' ? options.url : JSON.stringify(options.url ?? '');
  const payload = options.payload;
  const sent =
    payload === undefined
      ? ''
      : typeof payload === 'string'
        ? ` body ${payload.length} chars: ${payload.slice(0, 160)}`
        : Buffer.isBuffer(payload)
          ? ` body ${payload.length} bytes: ${payload.subarray(0, 120).toString('latin1')}`
          : ' body (stream)';
  const headers = Object.entries(options.headers ?? {})
    .filter(([name]) => name !== 'cookie' && name !== 'origin')
    .map(([name, value]) => `${name}: ${String(value).slice(0, 80)}`)
    .join(', ');
  return `${options.method ?? 'GET'} ${url.slice(0, 300)}${url.length > 300 ? `... (${url.length} chars)` : ''} [${headers}]${sent}`;
};

/** Sends one request and records its answer; a 5xx becomes a Failure with the server's log. */
export async function send(
  server: HostileServer,
  report: CorpusReport,
  what: { target: string; identity: Identity; case: string },
  options: InjectOptions,
) {
  const logged = server.errorLog.length;
  const started = performance.now();
  const response = await server.app.inject(options);
  const ms = performance.now() - started;
  report.requests += 1;
  report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
  if (ms > 250)
    report.slowest.push({
      what: `${what.target} ${what.identity} ${what.case}`,
      ms: Math.round(ms),
    });
  const error = serverErrorOf(response);
  if (error) {
    report.failures.push({
      ...what,
      request: describeRequest(options),
      status: response.statusCode,
      body: `${error}: ${response.body.slice(0, 400)}`,
      log: server.errorLog.slice(logged).join('').slice(0, 3_000),
    });
  }
  return response;
}

/** One line per failure, for a test's message or the fuzz script's output. */
export function describeFailures(failures: Failure[], limit = 10) {
  return failures
    .slice(0, limit)
    .map(
      (f) =>
        `${f.target} as ${f.identity}, case ${f.case}: ${f.status}\n  request: ${f.request}\n  answer: ${f.body}\n  log: ${f.log || '(nothing logged)'}`,
    )
    .join('\n');
}
