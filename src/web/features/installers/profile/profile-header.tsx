import { ArrowLeft, FileText, Mail, Phone, StickyNote } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { readInstallerStatus } from '../shared/installer-form-values';
import { InstallerStatusBadge, MonitoringBadge } from '../shared/installer-status-badge';
import type { InstallerDetail } from '../shared/installer-types';
import { buildFullRecordsPath, type ProfilePanel } from '../shared/profile-links';
import { usePermissions } from '@/web/lib/use-permissions';
import { EditInstallerDialog } from './edit-installer-dialog';

type ProfileHeaderProps = {
  installer: InstallerDetail;
  onOpenPanel: (panel: ProfilePanel) => void;
};

export function ProfileHeader({ installer, onOpenPanel }: ProfileHeaderProps) {
  const canEdit = usePermissions().can('installers:edit');
  return (
    <div className="space-y-4">
      <Link
        to={PATHS.installers}
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to List
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{installer.name}</h1>
            <InstallerStatusBadge status={readInstallerStatus(installer.status)} />
            <MonitoringBadge type={installer.monitoringStatus.type} />
          </div>
          <p className="mt-1 text-slate-600">
            QMP certificate number: {installer.basicInfo.qmpCertNumber || 'N/A'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-xl lg:justify-end">
          <Link
            to={buildFullRecordsPath(installer.name)}
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <FileText aria-hidden="true" className="h-4 w-4" />
            View Full Records
          </Link>
          {canEdit && <EditInstallerDialog installer={installer} />}
          <Button variant="secondary" onClick={() => onOpenPanel('notes')}>
            <StickyNote aria-hidden="true" className="h-4 w-4" />
            Add Note
          </Button>
          <Button variant="secondary" onClick={() => onOpenPanel('email')}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            Send Email
          </Button>
          <Button variant="secondary" onClick={() => onOpenPanel('calls')}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Log Call
          </Button>
        </div>
      </div>
    </div>
  );
}
