import type { RateBasis } from '@/shared/sampling/sampling';

type BasisFacts = { basis: RateBasis; governingBand: string | null; ratePercent: number };

const BASIS_LABELS: Record<Exclude<RateBasis, 'fail_rate_band'>, string> = {
  base: 'Base rate',
  small_installer: 'Small installer',
  enhanced: 'Enhanced monitoring',
};

/** Why the row has its rate, in words: 'Pathway A last quarter'. */
export function basisLabel({ basis, governingBand }: BasisFacts): string {
  if (basis === 'fail_rate_band') return `${governingBand ?? 'Fail-rate band'} last quarter`;
  return BASIS_LABELS[basis];
}

/** A percentage as the plan shows it: '12.5%', or 'N/A' before any inspection is completed. */
export function formatPercent(value: number | null): string {
  return value === null ? 'N/A' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;
}
