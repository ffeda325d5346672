import { ArrowLeft, FileDown } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDate, formatPence } from '@/shared/format';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { DownloadLink } from '@/web/components/download-link';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { ErrorState } from '@/web/components/query-states';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { usePortalInspection, type PortalInspectionDetail } from '../api/use-portal-inspections';
import { FailedItemsList } from './failed-items-list';
import { PhotosGrid } from './photos-grid';

/** /portal/inspections/:id: one inspection of the installer's work. */
export function InspectionPage() {
  const { id = '' } = useParams();
  const query = usePortalInspection(id);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Link
        to={PORTAL_PATHS.inspections}
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All inspections
      </Link>
      {query.isPending ? (
        <Spinner label="Loading the inspection" className="py-10" />
      ) : query.isError ? (
        <ErrorState
          title={
            describeError(query.error).isNotFound
              ? 'Inspection not found'
              : 'Could not load the inspection'
          }
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <InspectionDetail inspection={query.data} />
      )}
    </div>
  );
}

function InspectionDetail({ inspection }: { inspection: PortalInspectionDetail }) {
  return (
    <>
      <Card className="space-y-2 p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold text-slate-900">{inspection.reference}</h1>
          <StatusBadge status={inspection.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="Property" value={inspection.propertyAddress} />
          <Fact label="Measure" value={inspection.measureLabel} />
          <Fact label="Date" value={formatDate(inspection.date)} />
          <Fact label="Inspector" value={inspection.inspectorName ?? 'N/A'} />
        </dl>
        {inspection.isReportAvailable && (
          <div className="pt-2">
            <DownloadLink href={`/api/portal/inspections/${inspection.id}/report`}>
              <FileDown aria-hidden="true" className="h-4 w-4" />
              Download the report (PDF)
            </DownloadLink>
          </div>
        )}
      </Card>
      <FailedItemsList items={inspection.failedItems} />
      {inspection.photos && <PhotosGrid photos={inspection.photos} />}
      {inspection.payments && <PaymentsCard payments={inspection.payments} />}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function PaymentsCard({ payments }: { payments: NonNullable<PortalInspectionDetail['payments']> }) {
  return (
    <Card aria-labelledby="payments-title" role="region" className="p-4 md:p-6">
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payment is recorded for this inspection.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {payments.map((p) => (
            <li key={p.reference} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">{p.reference}</span>
              <span>{formatPence(p.amountPence)}</span>
              <span className="capitalize">{p.status}</span>
              <span>Due {formatDate(p.dueDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
