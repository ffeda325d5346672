import { Activity, AlertTriangle, ShieldCheck, Users } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { formatPercent } from '../shared/monitoring-format';

type StatCardsProps = {
  totalEnhanced: number;
  activeMonitoring: number;
  escalated: number;
  complianceRate: number | null;
};

export function StatCards({
  totalEnhanced,
  activeMonitoring,
  escalated,
  complianceRate,
}: StatCardsProps) {
  return (
    <StatCardGrid label="Enhanced monitoring figures" className="sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Enhanced"
        value={totalEnhanced}
        hint="Installers under Enhanced monitoring"
        icon={<Users />}
      />
      <StatCard
        label="Active Monitoring"
        value={activeMonitoring}
        hint="Enhanced installers with status Active"
        icon={<Activity />}
      />
      <StatCard
        label="Escalated"
        value={escalated}
        hint="Installers with an open escalation"
        icon={<AlertTriangle />}
      />
      <StatCard
        label="Compliance Rate"
        value={formatPercent(complianceRate)}
        hint="Average across Enhanced installers"
        icon={<ShieldCheck />}
      />
    </StatCardGrid>
  );
}
