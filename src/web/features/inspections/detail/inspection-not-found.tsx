import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Card } from '@/web/components/ui/card';

/** For a missing id, one outside the user's scope, or a malformed link alike: none reveal more. */
export function InspectionNotFound() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Inspection not found</h1>
      <p className="mt-2 text-slate-600">
        It may have been removed, or you may not have access to it.
      </p>
      <Link
        to={PATHS.viewInspections}
        className="mt-6 inline-block font-medium text-emerald-800 hover:underline"
      >
        Back to View Inspections
      </Link>
    </Card>
  );
}
