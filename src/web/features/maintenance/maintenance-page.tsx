import { Wrench } from 'lucide-react';
import { MAINTENANCE_MESSAGE } from '@/shared/settings/maintenance';
import { Button } from '@/web/components/ui/button';

/** Shown instead of the portal to users who may not work during maintenance. */
export function MaintenancePage({
  onSignOut,
  onRetry,
}: {
  onSignOut: () => void;
  onRetry: () => void;
}) {
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-slate-50 p-6"
    >
      <title>Maintenance · InspectHub</title>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Wrench aria-hidden="true" className="mx-auto h-10 w-10 text-emerald-700" />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">Down for maintenance</h1>
        <p className="mt-2 text-slate-700">{MAINTENANCE_MESSAGE}</p>
        <p className="mt-2 text-sm text-slate-600">
          This page checks again every 30 seconds and opens the portal as soon as it is back.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={onRetry}>Check again</Button>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
