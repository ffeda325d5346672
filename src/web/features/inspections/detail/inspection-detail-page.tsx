import { OPEN_STATUSES } from '@/shared/inspections/statuses';
import { ArrowLeft, FileDown, MapPinned, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS, buildInspectionEditPath, buildOfflineInspectionPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import type { InspectionDetail, StatusTarget } from '../shared/inspection-types';
import { ErrorState } from '@/web/components/query-states';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { UpdateStatusDialog } from '../shared/update-status-dialog';
import { usePermissions } from '@/web/lib/use-permissions';
import { buildDetailSections } from './detail-fields';
import { DetailSectionCard } from './detail-section-card';
import { InspectionNotFound } from './inspection-not-found';
import { StatusHistory } from './status-history';
import { InspectionProjects } from './inspection-projects';
import { useInspectionQuery } from './use-inspection-query';
import { DownloadLink } from '@/web/components/download-link';
import { EvidenceSection } from '../evidence/evidence-section';
import { ItemEvidence } from '../evidence/item-evidence';
import { InspectionChecklist } from '@/web/features/checklists/inspection-checklist';

const LINK_CLASS = 'inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium';

export function InspectionDetailPage() {
  const { isValidId, query } = useInspectionQuery();
  const { can } = usePermissions();
  const [target, setTarget] = useState<StatusTarget | null>(null);

  if (!isValidId) return <InspectionNotFound />;
  if (query.isPending) return <Spinner label="Loading inspection" className="py-16" />;
  if (query.isError) {
    const failure = describeError(query.error);
    if (failure.isNotFound) return <InspectionNotFound />;
    return (
      <ErrorState
        title="Could not load the inspection"
        message={failure.message}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const inspection = query.data;
  const mayAttach = can('inspections:edit');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to={PATHS.viewInspections}
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to View Inspections
      </Link>
      <DetailHeader inspection={inspection} onUpdateStatus={() => setTarget(inspection)} />
      <div className="grid gap-6 lg:grid-cols-3">
        {/* On a phone the checklist comes first (the next action, Update Status, is above it);
            the read-only details follow, collapsed (issue 28 point 7). */}
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {buildDetailSections(inspection).map((section) => (
            <DetailSectionCard key={section.title} section={section} />
          ))}
          <EvidenceSection inspectionId={inspection.id} />
          <ChecklistWithEvidence inspectionId={inspection.id} mayAttach={mayAttach} />
        </div>
        <div className="space-y-6">
          <StatusHistory history={inspection.history} />
          <InspectionProjects inspectionId={inspection.id} />
        </div>
      </div>
      <UpdateStatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

type DetailHeaderProps = { inspection: InspectionDetail; onUpdateStatus: () => void };

/**
 * Reference, status and summary, with the report download, Open on site for the inspector it is
 * assigned to (the on-site page works offline from the device's copy) and, for editors, Edit and
 * Update Status.
 */
function DetailHeader({ inspection, onUpdateStatus }: DetailHeaderProps) {
  const { can, userId } = usePermissions();
  // The device keeps the user's own open inspections only (offline.bundle), so only those open there.
  const mayOpenOnSite =
    can('checklists:answer') &&
    inspection.inspectorUserId === userId &&
    OPEN_STATUSES.includes(inspection.status);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{inspection.reference}</h1>
          <StatusBadge status={inspection.status} />
        </div>
        <p className="mt-1 text-slate-600">
          {inspection.measureLabel} · {inspection.propertyAddress}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <DownloadLink href={`/api/inspections/${inspection.id}/report`}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          Download report
        </DownloadLink>
        {mayOpenOnSite && (
          <Link
            to={buildOfflineInspectionPath(inspection.id)}
            className={`${LINK_CLASS} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <MapPinned aria-hidden="true" className="h-4 w-4" />
            Open on site
          </Link>
        )}
        {can('inspections:edit') && inspection.mayAct && (
          <>
            <Link
              to={buildInspectionEditPath(inspection.id)}
              className={`${LINK_CLASS} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Link>
            <Button onClick={onUpdateStatus}>Update Status</Button>
          </>
        )}
      </div>
    </div>
  );
}

/** The checklist, each row showing and taking its item's evidence, and a link to the reference screen. */
function ChecklistWithEvidence({
  inspectionId,
  mayAttach,
}: {
  inspectionId: string;
  mayAttach: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 max-md:order-first">
      {/* Each row shows and takes its item's evidence. */}
      <InspectionChecklist
        inspectionId={inspectionId}
        evidenceSlot={(item) => (
          <ItemEvidence
            inspectionId={inspectionId}
            itemId={item.itemId}
            itemLabel={item.label}
            mayAttach={mayAttach}
            failed={item.failed}
          />
        )}
      />
      <Link
        to={`${PATHS.inspectionChecklists}?inspection=${inspectionId}`}
        className="self-start text-sm font-medium text-emerald-800 hover:underline"
      >
        Open in the checklist reference screen
      </Link>
    </div>
  );
}
