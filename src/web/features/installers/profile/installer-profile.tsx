import { InstallerIdInput } from '@/shared/installers/schemas';
import { Spinner } from '@/web/components/ui/spinner';
import { useInstaller } from '../api/use-installer-queries';
import { ErrorState } from '@/web/components/query-states';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ContactPanel } from './contact-panel';
import { InstallerNotFound } from './installer-not-found';
import { PendingProposalBanner } from './pending-proposal-banner';
import { ProfileHeader } from './profile-header';
import { PROFILE_DEFAULTS, parseProfileParams } from './profile-params';
import { ProfileTabs } from './profile-tabs';
import { describeError } from '@/web/lib/describe-error';

/** The whole profile for one installer id: used by /installers/:id and the demo page. */
export function InstallerProfile({ id }: { id: string }) {
  // A malformed id is never sent: the server would answer BAD_REQUEST, and it is simply not found.
  const isValidId = InstallerIdInput.safeParse({ id }).success;
  const query = useInstaller(id, isValidId);
  const [params, setParams] = useSearchParamsState(parseProfileParams, PROFILE_DEFAULTS);

  if (!isValidId) return <InstallerNotFound />;
  if (query.isPending) return <Spinner label="Loading installer" className="py-16" />;
  if (query.isError) {
    const failure = describeError(query.error);
    if (failure.isNotFound) return <InstallerNotFound />;
    return (
      <ErrorState
        title="Could not load the installer"
        message={failure.message}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const installer = query.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ProfileHeader installer={installer} onOpenPanel={(panel) => setParams({ panel })} />
      {installer.pendingProposal && <PendingProposalBanner proposal={installer.pendingProposal} />}
      <ProfileTabs
        installer={installer}
        tab={params.tab}
        onTabChange={(tab) => setParams({ tab })}
      />
      {/* Closing replaces the entry, so Back does not reopen a panel the user just closed. */}
      <ContactPanel
        installer={installer}
        panel={params.panel}
        onClose={() => setParams({ panel: '' }, { replace: true })}
      />
    </div>
  );
}
