import { Activity, AlertTriangle, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatPercent } from '../shared/monitoring-format';

type StatCardsProps = {
  totalEnhanced: number;
  activeMonitoring: number;
  escalated: number;
  complianceRate: number | null;
};

function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-700">{label}</h3>
        {icon}
      </div>
      <p className="mt-2 text-2xl font-semibold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">{hint}</p>
    </Card>
  );
}

const ICON = 'h-5 w-5 text-slate-500';

export function StatCards({
  totalEnhanced,
  activeMonitoring,
  escalated,
  complianceRate,
}: StatCardsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Enhanced"
        value={String(totalEnhanced)}
        hint="Installers under Enhanced monitoring"
        icon={<Users aria-hidden="true" className={ICON} />}
      />
      <StatCard
        label="Active Monitoring"
        value={String(activeMonitoring)}
        hint="Enhanced installers with status Active"
        icon={<Activity aria-hidden="true" className={ICON} />}
      />
      <StatCard
        label="Escalated"
        value={String(escalated)}
        hint="Installers with an open escalation"
        icon={<AlertTriangle aria-hidden="true" className={ICON} />}
      />
      <StatCard
        label="Compliance Rate"
        value={formatPercent(complianceRate)}
        hint="Average across Enhanced installers"
        icon={<ShieldCheck aria-hidden="true" className={ICON} />}
      />
    </div>
  );
}
