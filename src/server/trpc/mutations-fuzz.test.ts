import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fuzzMutation,
  listMutations,
  startFuzzServer,
  type FuzzServer,
} from '../test-support/mutation-fuzz';

/**
 * Property: no input makes a mutation answer 5xx. Every tRPC mutation is
 * called over HTTP as a signed-in ADMIN with inputs derived from its own
 * Zod schema, with hostile text (NUL bytes, lone surrogates) and impossible
 * dates swapped in. FUZZ_RUNS raises the count (`npm run fuzz` runs 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let server: FuzzServer;

beforeAll(async () => {
  server = await startFuzzServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe(`every mutation survives ${RUNS} generated inputs (seed ${SEED})`, () => {
  const mutations = listMutations();

  it('finds the mutations to fuzz', () => {
    expect(mutations.length).toBeGreaterThan(50);
  });

  for (const mutation of mutations) {
    it(mutation.path, { timeout: 300_000 }, async () => {
      const result = await fuzzMutation(server, mutation, RUNS, SEED);
      expect(result.cases).toBeGreaterThanOrEqual(RUNS);
      expect(result.firstFailure ?? 'no 5xx').toBe('no 5xx');
    });
  }
});
