import type { complianceBarColour, riskBadgeVariant } from '@/shared/installers/catalogue';

/** Risk scores are shown with one decimal, as the server rounds them. */
export function formatRiskScore(score: number): string {
  return score.toFixed(1);
}

export type RiskTone = ReturnType<typeof riskBadgeVariant>;

// Dark text on a pale fill keeps each pair above 4.5:1 contrast.
export const RISK_TONE_CLASSES: Record<RiskTone, string> = {
  destructive: 'bg-red-100 text-red-900 ring-red-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  info: 'bg-blue-100 text-blue-900 ring-blue-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

export type ComplianceColour = ReturnType<typeof complianceBarColour>;

export const COMPLIANCE_BAR_CLASSES: Record<ComplianceColour, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

/** A percentage with at most one decimal, 'N/A' when there is nothing to measure yet. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return `${Math.round(value * 10) / 10}%`;
}

/** '12 (60%)': a count with its share, as the profile's inspection stats show them. */
export function formatCountShare(count: number, percentage: number): string {
  return `${count} (${formatPercent(percentage)})`;
}

export function formatDays(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return 'N/A';
  return `${Math.round(days * 10) / 10} ${days === 1 ? 'day' : 'days'}`;
}

/** '20% (2 of 10 audited)'; 'N/A' before any result in the period. */
export function formatFailRate(rate: number | null, failed: number, audited: number): string {
  if (rate === null || audited === 0) return 'N/A';
  return `${formatPercent(rate)} (${failed} of ${audited} audited)`;
}

/** '18.3 (Category 1: 1, Major: 1, Minor: 2)'; 'N/A' before any result in the period. */
export function formatSeverity(
  score: number | null,
  counts: { cat1: number; major: number; minor: number },
): string {
  if (score === null) return 'N/A';
  return `${score.toFixed(1)} (Category 1: ${counts.cat1}, Major: ${counts.major}, Minor: ${counts.minor})`;
}
