import { Alert } from '@/web/components/ui/alert';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { ErrorState } from '@/web/components/query-states';
import { buildEditDefaults } from './edit-defaults';
import { InspectionEditForm } from './inspection-edit-form';
import { InspectionNotFound } from './inspection-not-found';
import { useInspectionQuery } from './use-inspection-query';

export function InspectionEditPage() {
  const { isValidId, query } = useInspectionQuery();

  if (!isValidId) return <InspectionNotFound />;
  if (query.isPending) {
    return <Spinner label="Loading inspection" className="py-16" />;
  }
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

  // Roles without inspections:edit never get here: the route shows them why instead.
  const inspection = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Edit {inspection.reference}</h1>
        <p className="mt-1 text-slate-600">
          {inspection.measureLabel} · {inspection.propertyAddress}
        </p>
      </div>
      {!inspection.mayAct ? (
        <Alert tone="info" role="status">
          This inspection is assigned to someone else. You can change only inspections assigned to
          you.
        </Alert>
      ) : (
        /* Keyed by version: after a reload the form starts again from the latest saved values. */
        <InspectionEditForm
          key={`${inspection.id}-${inspection.version}`}
          defaults={buildEditDefaults(inspection)}
          onReload={() => void query.refetch()}
        />
      )}
    </div>
  );
}
