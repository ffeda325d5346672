import { Info } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useFirstInstaller } from '../api/use-installer-queries';
import { EmptyState, ErrorState } from '@/web/components/query-states';
import { InstallerProfile } from './installer-profile';
import { describeError } from '@/web/lib/describe-error';

/**
 * /installer-profile-demo: the spec's mock-up page, shown with real data — the
 * first installer by name — so it never drifts from the real profile.
 */
export function InstallerProfileDemoPage() {
  const first = useFirstInstaller();

  if (first.isPending) return <Spinner label="Loading installer" className="py-16" />;
  if (first.isError) {
    return (
      <ErrorState
        title="Could not load installers"
        message={describeError(first.error).message}
        onRetry={() => void first.refetch()}
      />
    );
  }
  const installer = first.data.items[0];
  if (!installer) {
    return (
      <div className="mx-auto max-w-lg space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Installer Profile Demo</h1>
        <EmptyState title="No installers yet" hint="Add an installer to see its profile here." />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Alert tone="info" className="mx-auto flex max-w-7xl items-center gap-2">
        <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
        Demo: showing {installer.name}
      </Alert>
      <InstallerProfile id={installer.id} />
    </div>
  );
}
