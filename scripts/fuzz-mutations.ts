/**
 * `npm run fuzz -- --runs 10000`: the mutation property test at volume. Every
 * tRPC mutation gets RUNS generated inputs over HTTP as a signed-in ADMIN on a
 * fresh embedded database; prints cases, 5xx answers and time per mutation.
 * Exits 1 if any input gave a 5xx. `--only <prefix>` narrows the mutations;
 * `--skip a,b` leaves some out (to run the slow ones separately).
 */
import { parseArgs } from 'node:util';
import {
  fuzzMutation,
  listMutations,
  startFuzzServer,
} from '../src/server/test-support/mutation-fuzz';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    only: { type: 'string', default: '' },
    skip: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);

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
