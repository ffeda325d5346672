/**
 * `npm run fuzz -- --runs 10000`: the mutation property test at volume. Every
 * tRPC mutation gets RUNS generated inputs over HTTP as a signed-in ADMIN on a
 * fresh embedded database; prints cases, 5xx answers and time per mutation.
 * Exits 1 if any input gave a 5xx. `--only <prefix>` narrows the mutations;
 * `--skip a,b` leaves some out (to run the slow ones separately).
 *
 * `npm run fuzz -- --hostile`: the hostile corpus (src/server/hostile-corpus.test.ts,
 * docs/security-hostile-input.md) at volume: every case to every target it applies to
 * (anonymous and ADMIN; `--cases N` samples N per target instead), every malformed file to
 * every upload route, RUNS (default 100) schema-derived inputs per query and RUNS random JSON
 * values (up to 40 deep) per procedure. `--only <prefix>` narrows the targets by label
 * ('mutation users.', 'POST /api/'). Prints the statuses, the slowest requests and each 5xx
 * with its request and the server's log; exits 1 on any 5xx or if the server is not answering
 * afterwards.
 */
import { parseArgs } from 'node:util';
import { planCorpus } from '../src/server/test-support/hostile-corpus/plan';
import { describeFailures, mergeReports } from '../src/server/test-support/hostile-corpus/report';
import {
  aliveAfterwards,
  runPlan,
  runQueryInputs,
  runRandomJson,
} from '../src/server/test-support/hostile-corpus/run';
import { startHostileServer } from '../src/server/test-support/hostile-corpus/start-server';
import { listTargets } from '../src/server/test-support/hostile-corpus/targets';
import { runUploads } from '../src/server/test-support/hostile-corpus/uploads';
import {
  fuzzMutation,
  listMutations,
  startFuzzServer,
} from '../src/server/test-support/mutation-fuzz';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    only: { type: 'string', default: '' },
    skip: { type: 'string', default: '' },
    hostile: { type: 'boolean', default: false },
    cases: { type: 'string', default: 'all' },
  },
});
const runs = Number(values.runs ?? (values.hostile ? 100 : 10000));
const seed = Number(values.seed);

if (values.hostile) await fuzzHostileCorpus();

const server = await startFuzzServer();
const skipped = values.skip.split(',').filter(Boolean);
const mutations = listMutations().filter(
  (m) => m.path.startsWith(values.only) && !skipped.includes(m.path),
);
console.log(`Fuzzing ${mutations.length} mutations, ${runs} cases each, seed ${seed}`);
const started = Date.now();
let total = 0;
let failures = 0;
for (const mutation of mutations) {
  const t0 = Date.now();
  const result = await fuzzMutation(server, mutation, runs, seed);
  total += result.cases;
  failures += result.serverErrors;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `${mutation.path.padEnd(42)} ${String(result.cases).padStart(6)} cases  ${String(result.serverErrors).padStart(4)} x 5xx  ${seconds.padStart(6)} s`,
  );
  if (result.firstFailure) console.log(`  first: ${result.firstFailure}`);
}
await server.close();
console.log(
  `Total: ${total} cases over ${mutations.length} mutations, ${failures} answered 5xx, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures > 0 ? 1 : 0);

async function fuzzHostileCorpus(): Promise<never> {
  const started = Date.now();
  const hostile = await startHostileServer();
  const targets = listTargets(hostile, seed).filter((t) => t.label.startsWith(values.only));
  const cases = values.cases === 'all' ? 'all' : Number(values.cases);
  const plan = planCorpus(targets, { seed, casesPerProcedure: cases, casesPerRoute: cases });
  console.log(
    `Hostile corpus: ${plan.length} planned requests over ${targets.length} targets, ${runs} generated inputs per procedure, seed ${seed}`,
  );
  const step = async <T>(name: string, run: () => Promise<T>) => {
    const t0 = Date.now();
    const result = await run();
    console.log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return result;
  };
  const report = mergeReports(
    await step('corpus', () => runPlan(hostile, plan)),
    await step('schema-derived query inputs', () => runQueryInputs(hostile, targets, runs, seed)),
    await step('random JSON', () => runRandomJson(hostile, targets, runs, seed)),
    await step('malformed files', () => runUploads(hostile, { otherFiles: 'all', seed })),
  );
  const alive = await aliveAfterwards(hostile);
  await hostile.close();
  console.log(`Statuses: ${JSON.stringify(report.statuses)}`);
  console.log(`Slowest: ${JSON.stringify(report.slowest)}`);
  console.log(`Afterwards: ${JSON.stringify(alive)}`);
  if (report.failures.length > 0) console.log(describeFailures(report.failures, 50));
  const answering =
    alive.healthz === 200 &&
    alive.readyz === 200 &&
    alive.signedInCall === 200 &&
    !alive.prototypePolluted;
  console.log(
    `Total: ${report.requests} requests, ${report.failures.length} answered 5xx, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(report.failures.length > 0 || !answering ? 1 : 0);
}
