import { z } from 'zod';
import { QuarterInput } from './rules';

/**
 * Proposals (issue 30 point 6, docs/sampling.md): which uninspected measures to inspect for the
 * outstanding part of each installer and category. A reproducible risk-weighted draw: every
 * measure gets a weight from four factors and a key from the quarter's stored seed; the highest
 * keys are proposed (Efraimidis-Spirakis weighted sampling without replacement).
 */

/**
 * An installer's first jobs: their first N measures ever lodged (by installed date, then id),
 * N from the rules in force (SamplingRules.firstJobsCount).
 */
export const FIRST_JOB_FACTOR = 2;

export type WeightFactor = { factor: number; label: string };

export type ProposalWeights = {
  installerRisk: WeightFactor;
  category: WeightFactor;
  propertyAge: WeightFactor & { known: boolean };
  firstJob: WeightFactor;
  total: number;
};

export type WeightInput = {
  /** The installer's risk score, 0 to 10 (src/shared/installers/risk.ts). */
  installerRiskScore: number;
  categoryWeight: number;
  propertyBuiltYear: number | null;
  isFirstJob: boolean;
  /** How many of an installer's first measures count as first jobs (the rules' firstJobsCount). */
  firstJobsCount: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Older homes carry more technical risk for fabric measures (TrustMark's property-age factor). */
function propertyAgeFactor(builtYear: number | null): ProposalWeights['propertyAge'] {
  if (builtYear === null) return { factor: 1, label: 'Property age not recorded', known: false };
  if (builtYear < 1930)
    return { factor: 1.5, label: `Built ${builtYear} (before 1930)`, known: true };
  if (builtYear < 1976)
    return { factor: 1.25, label: `Built ${builtYear} (1930-1975)`, known: true };
  return { factor: 1, label: `Built ${builtYear}`, known: true };
}

/** The weight of one measure, each factor with the words the proposals page shows. */
export function measureWeights(input: WeightInput): ProposalWeights {
  const risk = Math.min(10, Math.max(0, input.installerRiskScore));
  const installerRisk = {
    factor: round2(1 + risk / 10),
    label: `Installer risk score ${risk.toFixed(1)}`,
  };
  const category = {
    factor: input.categoryWeight,
    label: input.categoryWeight === 1 ? 'Standard category risk' : 'Category risk weight',
  };
  const propertyAge = propertyAgeFactor(input.propertyBuiltYear);
  const firstJob = input.isFirstJob
    ? {
        factor: FIRST_JOB_FACTOR,
        label: `One of the installer's first ${input.firstJobsCount} jobs`,
      }
    : { factor: 1, label: 'Not a first job' };
  const total = round2(
    installerRisk.factor * category.factor * propertyAge.factor * firstJob.factor,
  );
  return { installerRisk, category, propertyAge, firstJob, total };
}

/** FNV-1a, 32 bits: mixes the seed with a measure's id into the PRNG's starting state. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-known seeded PRNG; returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Efraimidis-Spirakis key u^(1/w), kept as ln(u)/w (same order, no underflow). The uniform u
 * comes from the seed and the measure's own id, so a measure keeps its key when another is
 * accepted or skipped: the rest of the draw does not move.
 */
export function drawKey(seed: number, id: string, weight: number): number {
  const u = mulberry32(hash32(`${seed}:${id}`))();
  return u === 0 ? -Infinity : Math.log(u) / weight;
}

/** The `count` candidates with the highest keys; candidates are ordered by id first. */
export function drawWeighted<T extends { id: string; weight: number }>(
  seed: number,
  candidates: readonly T[],
  count: number,
): T[] {
  if (count <= 0) return [];
  return [...candidates]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((c) => ({ c, key: drawKey(seed, c.id, c.weight) }))
    .sort((a, b) => b.key - a.key || (a.c.id < b.c.id ? -1 : 1))
    .slice(0, count)
    .map((x) => x.c);
}

/** A fresh seed: positive and within a PostgreSQL integer. */
export function newSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 2_147_483_646);
}

const quarter = QuarterInput.shape.quarter;

export const ProposalsQuery = z.object({ quarter });
export const DrawProposalsInput = z.object({ quarter });

export const AcceptProposalsInput = z.object({
  quarter,
  measureIds: z
    .array(z.string().uuid('Choose a proposed measure'))
    .min(1, 'Choose at least one proposal to accept')
    .max(100, 'Accept at most 100 proposals at a time'),
});

export const SKIP_REASON_MAX = 500;
export const SkipProposalInput = z.object({
  quarter,
  measureId: z.string().uuid('Choose a proposed measure'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason for skipping this measure')
    .max(SKIP_REASON_MAX, `The reason can be at most ${SKIP_REASON_MAX} characters`),
});
export type SkipProposalInput = z.input<typeof SkipProposalInput>;

/** An ADMIN's risk weight for a measure category in the draw (1 is standard). */
export const CategoryWeightInput = z.object({
  measureCategory: z.string().trim().min(1, 'Choose a measure category').max(60),
  weight: z
    .number({ message: 'Weight must be a number' })
    .min(0.1, 'Weight must be between 0.1 and 10')
    .max(10, 'Weight must be between 0.1 and 10')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
      message: 'Weight can have at most two decimals',
    }),
});
