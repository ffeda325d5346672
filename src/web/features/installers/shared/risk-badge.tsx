import { riskBadgeVariant } from '@/shared/installers/catalogue';
import { cn } from '@/web/lib/cn';
import { RISK_TONE_CLASSES, formatRiskScore } from './figures-format';

/** The spec's risk badge: 8+ destructive, 6+ warning, 4+ info, else success. */
export function RiskBadge({ score }: { score: number }) {
  const variant = riskBadgeVariant(score);
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex min-w-12 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        RISK_TONE_CLASSES[variant],
      )}
    >
      {formatRiskScore(score)}
    </span>
  );
}
