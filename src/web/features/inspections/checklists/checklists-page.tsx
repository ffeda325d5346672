import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import { usePermissions } from '@/web/lib/use-permissions';
import { useInspection } from '../api/use-inspection-queries';
import { AddItemForm } from '@/web/features/checklists/add-item-form';
import { CatalogueVersions } from '@/web/features/checklists/catalogue-versions';
import { CatalogueView } from '@/web/features/checklists/catalogue-view';
import { InspectionChecklist } from '@/web/features/checklists/inspection-checklist';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function InspectionHeading({ inspectionId }: { inspectionId: string }) {
  const inspection = useInspection(inspectionId);
  return (
    <Link
      to={buildInspectionPath(inspectionId)}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to {inspection.data?.reference ?? 'the inspection'}
    </Link>
  );
}

/**
 * Spec 01 'Measure checklist reference screen': the tenant's catalogue, every
 * item 'Status: Pending'; reached with ?inspection=<id>, that inspection's
 * checklist with its real answers and statuses.
 */
export function ChecklistsPage() {
  const [params] = useSearchParams();
  const { can } = usePermissions();
  const inspectionId = params.get('inspection') ?? '';
  const isInspection = UUID.test(inspectionId);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {isInspection && <InspectionHeading inspectionId={inspectionId} />}
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          Measure-Specific Document & Photo Checklists
        </h1>
        <p className="mt-1 text-slate-600">
          {isInspection
            ? 'The checklist of this inspection, with its answers and statuses.'
            : 'Reference lists of the documents and photographs each measure needs before sign-off.'}
        </p>
      </div>
      {isInspection ? (
        <InspectionChecklist inspectionId={inspectionId} />
      ) : (
        <>
          {can('checklists:manage') && <AddItemForm />}
          <CatalogueVersions mayEdit={can('checklists:manage')} />
          <CatalogueView mayEdit={can('checklists:manage')} />
        </>
      )}
    </div>
  );
}
