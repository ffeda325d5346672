import { complianceBarColour } from '@/shared/installers/catalogue';
import { cn } from '@/web/lib/cn';
import { COMPLIANCE_BAR_CLASSES, formatPercent } from './figures-format';

/**
 * The rate as text (what screen readers hear) beside a decorative bar coloured
 * 80+ green, 60+ yellow, else red; 'N/A' until the installer has a result.
 */
export function ComplianceBar({ rate }: { rate: number | null }) {
  if (rate === null) return <span className="text-slate-600">N/A</span>;
  const colour = complianceBarColour(rate);
  const width = Math.min(100, Math.max(0, rate));
  return (
    <span className="inline-flex items-center gap-2" data-colour={colour}>
      <span aria-hidden="true" className="h-2 w-14 overflow-hidden rounded-full bg-slate-200">
        <span
          className={cn('block h-full rounded-full', COMPLIANCE_BAR_CLASSES[colour])}
          style={{ width: `${width}%` }}
        />
      </span>
      <span className="text-sm font-medium text-slate-900">{formatPercent(rate)}</span>
    </span>
  );
}
