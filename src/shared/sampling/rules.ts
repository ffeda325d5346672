import { z } from 'zod';

/**
 * Sampling rules of a monitoring programme (issue 30 point 4, docs/sampling.md). Rates are
 * percentages with at most two decimals; the database keeps them in basis points (1% = 100)
 * so the arithmetic stays in whole numbers and 5% of 100 measures is 5, never 6.
 */
export const INSPECTION_STAGES = ['post', 'mid'] as const;
export type InspectionStage = (typeof INSPECTION_STAGES)[number];

export type FailRateBand = {
  /** How coordinators call it, e.g. 'Pathway B'. */
  name: string;
  /** The band applies when the fail rate is strictly above this percentage. */
  aboveFailRatePercent: number;
  /** The sampling rate, in percent, for an installer and category in this band. */
  ratePercent: number;
};

export type SamplingRules = {
  /** The first day these rules govern (ISO date); a quarter uses the version in force on its first day. */
  effectiveFrom: string;
  baseRatePercent: number;
  /** Every installer and category with measures in the quarter needs at least this many. */
  minimumPerGroup: number;
  enhancedRatePercent: number;
  failRateBands: FailRateBand[];
  /** An installer with fewer measures than this in the quarter (all categories) is small. */
  smallInstallerThreshold: number;
  smallInstallerRatePercent: number;
  inspectionStage: InspectionStage;
  /** An installer's first N measures ever lodged weigh double in the draw (proposals.ts). */
  firstJobsCount: number;
};

/**
 * The defaults a tenant starts with: Ofgem's 5% of a quarter's measures, the bands above 10%
 * (Pathway B) and 25% (Pathway A) and the 100-measure small-installer line from its technical
 * monitoring (../shared/DOMAIN.md). The raised rates are InspectHub's starting values, to be
 * set by each programme's administrator.
 */
export const DEFAULT_SAMPLING_RULES: SamplingRules = {
  effectiveFrom: '2000-01-01',
  baseRatePercent: 5,
  minimumPerGroup: 1,
  enhancedRatePercent: 10,
  failRateBands: [
    { name: 'Pathway B', aboveFailRatePercent: 10, ratePercent: 10 },
    { name: 'Pathway A', aboveFailRatePercent: 25, ratePercent: 20 },
  ],
  smallInstallerThreshold: 100,
  smallInstallerRatePercent: 10,
  inspectionStage: 'post',
  firstJobsCount: 5,
};

const percent = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
      message: `${label} can have at most two decimals`,
    });

const FailRateBandInput = z.object({
  name: z.string().trim().min(1, 'Band name is required').max(60, 'Band name is too long'),
  aboveFailRatePercent: percent('Fail rate threshold'),
  ratePercent: percent('Band rate'),
});

/** What an ADMIN submits to start a new version of the rules (sampling.rules.create). */
export const SamplingRulesInput = z.object({
  // A quarter is judged by one set of rules, so a version starts with a quarter (docs/sampling.md).
  effectiveFrom: z.iso
    .date('Effective from must be a date')
    .refine((d) => /-(01|04|07|10)-01$/.test(d), 'Rules take effect on the first day of a quarter'),
  baseRatePercent: percent('Base rate'),
  minimumPerGroup: z
    .number()
    .int('Minimum per installer and category must be a whole number')
    .min(0, 'Minimum per installer and category must be between 0 and 1000')
    .max(1000, 'Minimum per installer and category must be between 0 and 1000'),
  enhancedRatePercent: percent('Enhanced monitoring rate'),
  failRateBands: z
    .array(FailRateBandInput)
    .max(5, 'At most five fail-rate bands')
    .refine(
      (bands) => new Set(bands.map((b) => b.aboveFailRatePercent)).size === bands.length,
      'Two bands cannot start at the same fail rate',
    ),
  smallInstallerThreshold: z
    .number()
    .int('Small installer threshold must be a whole number')
    .min(0, 'Small installer threshold cannot be negative')
    .max(1_000_000, 'Small installer threshold is too large'),
  smallInstallerRatePercent: percent('Small installer rate'),
  inspectionStage: z.enum(INSPECTION_STAGES),
  firstJobsCount: z
    .number({ message: 'First jobs weighed must be a number' })
    .int('First jobs weighed must be a whole number')
    .min(0, 'First jobs weighed must be between 0 and 100')
    .max(100, 'First jobs weighed must be between 0 and 100'),
});
export type SamplingRulesInput = z.infer<typeof SamplingRulesInput>;

/** Which quarter's plan to show: '2026-Q1'. */
export const QuarterInput = z.object({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/, 'Quarter must look like 2026-Q1'),
});

/** Percent (two decimals at most) to basis points, and back. */
export const toBasisPoints = (percentValue: number) => Math.round(percentValue * 100);
export const fromBasisPoints = (basisPoints: number) => basisPoints / 100;
