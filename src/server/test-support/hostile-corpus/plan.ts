import type { Case } from './case';
import { CASES } from './cases';
import { Random } from './random';
import type { Identity } from './requests';
import { isTrpc, type Family, type Target } from './targets';

/** Cases every target gets, for each identity, besides its sample. */
const ALWAYS: Record<Family, string[]> = {
  'trpc-query': [
    'get-input:deep-array-7000',
    'get-input:huge-numbers',
    'get-input:hostile-text',
    'body:deep-array-7000:json',
  ],
  'trpc-mutation': [
    'body:deep-array-7000:json',
    'body:huge-numbers:json',
    'body:hostile-text:json',
    'body:deep-object-7000:text-plain',
  ],
  api: [
    'body:deep-array-7000:json',
    'get-input:deep-array-7000',
    'query-hostile-values',
    'param-traversal',
  ],
  auth: [
    'body:deep-array-7000:json',
    'body:huge-numbers:json',
    'body:hostile-text:json',
    'body:deep-array-7000:form-urlencoded',
  ],
  other: ['body:deep-array-7000:json', 'get-input:deep-array-7000'],
};

/**
 * Bodies of 200 KB to 1.1 MB cost the server up to 150 ms each to parse and check: in a sample
 * each goes to this many targets per family (in every encoding), the rest to as many as fit.
 */
const HEAVY_SENDS_PER_FAMILY = 2;
const isHeavy = (kase: Case) =>
  /:(wide-|string-900kb|over-the-limit|deep-array-100000)/.test(kase.name);

export type Planned = { target: Target; identity: Identity; kase: Case };

export type PlanOptions = {
  seed: number;
  /**
   * Sampled cases per procedure, and per route (everything else), for each identity, besides
   * ALWAYS; 'all' sends every case that applies.
   */
  casesPerProcedure: number | 'all';
  casesPerRoute: number | 'all';
};

/**
 * Which case goes to which target: ALWAYS, then a sample of the cases that apply,
 * least sent first within the target's family, then least sent anywhere (ties in an order
 * shuffled by the seed), so every case is spread evenly over the targets of each family and
 * reaches at least one target. A forged session gets the first
 * ALWAYS case only.
 */
export function planCorpus(targets: Target[], options: PlanOptions): Planned[] {
  const random = new Random(options.seed);
  const order = new Map(random.shuffle([...CASES]).map((c, index) => [c, index]));
  const sentPerFamily = new Map<Family, Map<Case, number>>();
  const sentAnywhere = new Map<Case, number>();
  const plan: Planned[] = [];
  for (const target of targets) {
    const always = ALWAYS[target.family];
    const applicable = CASES.filter((c) => c.applies(target) && !always.includes(c.name));
    const first = CASES.filter((c) => always.includes(c.name) && c.applies(target));
    let sent = sentPerFamily.get(target.family);
    if (!sent) sentPerFamily.set(target.family, (sent = new Map<Case, number>()));
    for (const identity of ['anonymous', 'admin', 'forged'] as const) {
      const chosen = identity === 'forged' ? first.slice(0, 1) : [...first];
      const perTarget = isTrpc(target) ? options.casesPerProcedure : options.casesPerRoute;
      if (identity !== 'forged') {
        if (perTarget === 'all') chosen.push(...applicable);
        else {
          const counts = sent;
          const sample = applicable
            .filter((c) => !isHeavy(c) || (counts.get(c) ?? 0) < HEAVY_SENDS_PER_FAMILY)
            .sort(
              (a, b) =>
                (counts.get(a) ?? 0) - (counts.get(b) ?? 0) ||
                (sentAnywhere.get(a) ?? 0) - (sentAnywhere.get(b) ?? 0) ||
                order.get(a)! - order.get(b)!,
            )
            .slice(0, perTarget);
          for (const kase of sample) {
            counts.set(kase, (counts.get(kase) ?? 0) + 1);
            sentAnywhere.set(kase, (sentAnywhere.get(kase) ?? 0) + 1);
          }
          chosen.push(...sample);
        }
      }
      for (const kase of chosen) plan.push({ target, identity, kase });
    }
  }
  return plan;
}
