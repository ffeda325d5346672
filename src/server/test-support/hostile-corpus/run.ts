import fc from 'fast-check';
import { restoreAfter, STATE_CHANGING } from '../mutation-fuzz';
import { inputArbitrary } from '../zod-arbitrary';
import type { HostileServer } from './hostile-server';
import { emptyReport, send, type CorpusReport } from './report';
import { withIdentity, withQuery, type Request } from './requests';
import { isTrpc, type Target } from './targets';
import type { Planned } from './plan';

/** Mutations and endpoints after which the ADMIN may need putting back (signed out, locked). */
const needsRestoring = (target: Target) =>
  (target.procedure !== undefined && STATE_CHANGING.has(target.procedure)) ||
  target.url === '/api/auth/sign-out';

/** Sends a planned corpus, in order; the ADMIN is kept signed in and able throughout. */
export async function runPlan(server: HostileServer, plan: Planned[]): Promise<CorpusReport> {
  const report = emptyReport();
  for (const { target, identity, kase } of plan) {
    const options = withIdentity(server, identity, kase.request(target));
    await send(server, report, { target: target.label, identity, case: kase.name }, options);
    if (identity === 'admin' && needsRestoring(target)) {
      await restoreAfter(server, target.procedure ?? '', undefined);
    }
  }
  report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return report;
}

/**
 * Every query by GET with inputs derived from its own Zod schema (hostile text and dates
 * swapped in), as the mutation property test does for mutations: `runs` per query, as ADMIN.
 */
export async function runQueryInputs(
  server: HostileServer,
  targets: Target[],
  runs: number,
  seed: number,
): Promise<CorpusReport> {
  const report = emptyReport();
  for (const target of targets.filter((t) => t.family === 'trpc-query')) {
    const inputs = fc.sample(inputArbitrary(target.schema, { knownIds: server.knownIds }), {
      seed,
      numRuns: runs,
    });
    for (const [index, input] of inputs.entries()) {
      const text = JSON.stringify(input);
      const url =
        text === undefined
          ? target.url
          : withQuery(target.url, `input=${encodeURIComponent(text)}`);
      await send(
        server,
        report,
        { target: target.label, identity: 'admin', case: `schema-input-${index}` },
        withIdentity(server, 'admin', { method: 'GET', url }),
      );
    }
  }
  return report;
}

/** Any JSON at all (fast-check's jsonValue, nested up to 40 deep) to every procedure: fuzz only. */
export async function runRandomJson(
  server: HostileServer,
  targets: Target[],
  runs: number,
  seed: number,
): Promise<CorpusReport> {
  const report = emptyReport();
  const values = fc.sample(fc.jsonValue({ maxDepth: 40 }), { seed, numRuns: runs });
  for (const target of targets.filter(isTrpc)) {
    for (const [index, value] of values.entries()) {
      const text = JSON.stringify(value);
      const request: Request =
        target.method === 'GET'
          ? { method: 'GET', url: withQuery(target.url, `input=${encodeURIComponent(text)}`) }
          : {
              method: 'POST',
              url: withQuery(target.url, 'batch=1'),
              headers: { 'content-type': 'application/json' },
              payload: `{"0":${text}}`,
            };
      await send(
        server,
        report,
        { target: target.label, identity: 'admin', case: `random-json-${index}` },
        withIdentity(server, 'admin', request),
      );
      if (needsRestoring(target)) await restoreAfter(server, target.procedure ?? '', undefined);
    }
  }
  return report;
}

/** After the corpus: the process answers its health checks and a signed-in call works. */
export async function aliveAfterwards(server: HostileServer) {
  const health = await server.app.inject({ method: 'GET', url: '/healthz' });
  const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
  await restoreAfter(server, '', undefined); // signs the ADMIN in again if the corpus signed them out
  const me = await server.app.inject({
    method: 'GET',
    url: '/trpc/session.me',
    headers: { cookie: server.cookie },
  });
  const list = await server.app.inject({
    method: 'GET',
    url: `/trpc/inspection.list?input=${encodeURIComponent('{}')}`,
    headers: { cookie: server.cookie },
  });
  return {
    healthz: health.statusCode,
    readyz: ready.statusCode,
    signedInCall: me.statusCode,
    signedInAs: me.json<{ result?: { data?: { email?: string } } }>().result?.data?.email ?? null,
    inspectionsList: list.statusCode,
    prototypePolluted:
      Object.keys(Object.prototype).length > 0 || 'polluted' in {} || 'isAdmin' in {},
  };
}
