import { formatDate, formatDateTime } from '@/shared/format';
import { ComplianceBar } from '../shared/compliance-bar';
import { formatPercent } from '../shared/figures-format';
import type { InstallerDetail } from '../shared/installer-types';
import { RiskBadge } from '../shared/risk-badge';
import { DetailCard, orNA } from './detail-list';
import { InspectionStatsCard } from './inspection-stats-card';
import { MonitoringStatusCards } from './monitoring-status-cards';
import { PhotoFlagsCard } from './photo-flags-card';
import { RecentInspectionsCard } from './recent-inspections-card';
import { SeverityCard } from './severity-card';
import { RemediationClocks } from '@/web/features/checklists/remediation-clocks';
import { InstallerPathwaysCard } from '@/web/features/sampling/pathways/pathways-card';
import { PortalUsersCard } from '../portal/portal-users-card';

const readText = (value: unknown) => (typeof value === 'string' ? value : null);

export function OverviewTab({ installer }: { installer: InstallerDetail }) {
  const { basicInfo } = installer;
  const tags = Array.isArray(installer.tags) ? installer.tags.join(', ') : '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailCard
        id="basic-info-heading"
        title="Basic information"
        items={[
          { label: 'Name', value: basicInfo.name },
          { label: 'QMP certificate number', value: orNA(basicInfo.qmpCertNumber) },
          { label: 'Company number', value: orNA(basicInfo.companyNumber) },
          { label: 'Email', value: orNA(basicInfo.email) },
          { label: 'Phone', value: orNA(basicInfo.phone) },
          { label: 'Address', value: orNA(basicInfo.address) },
          { label: 'Assigned inspector', value: orNA(readText(installer.assignedInspector)) },
          { label: 'Last contact', value: formatDateTime(installer.lastContact) },
          { label: 'Tags', value: orNA(tags) },
        ]}
      />
      <DetailCard
        id="risk-heading"
        title="Risk and compliance"
        items={[
          { label: 'Risk score', value: <RiskBadge score={installer.riskScore} /> },
          { label: 'Compliance rate', value: <ComplianceBar rate={installer.complianceRate} /> },
          {
            label: 'Volume (last 12 months)',
            value: `${formatPercent(installer.volumePercentage)} of the threshold (${installer.monitoringStatus.criteria.volumeThreshold})`,
          },
          { label: 'Member since', value: formatDate(installer.createdAt) },
        ]}
      />
      <SeverityCard periods={installer.riskPeriods} />
      <InspectionStatsCard stats={installer.inspectionStats} />
      <PhotoFlagsCard installerId={installer.id} />
      <MonitoringStatusCards status={installer.monitoringStatus} />
      <InstallerPathwaysCard installerId={installer.id} />
      <div className="lg:col-span-2">
        <RecentInspectionsCard inspections={installer.recentInspections} />
      </div>
      <div className="lg:col-span-2">
        <RemediationClocks filter={{ installerId: installer.id }} title="Remediation clocks" />
      </div>
      <div className="lg:col-span-2">
        <PortalUsersCard
          installerId={installer.id}
          isInstallerActive={installer.status === 'Active'}
        />
      </div>
    </div>
  );
}
