import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { describeError } from '@/web/lib/describe-error';
import { usePermissions } from '@/web/lib/use-permissions';
import { usePortalInvitations, usePortalUsers } from '../api/use-portal-accounts';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { PortalUsersList } from './portal-users-list';

/** A section's loading, error (with retry) and loaded states. */
function Section<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {query.isPending && (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {describeError(query.error).message}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && children(query.data)}
    </section>
  );
}

/**
 * The installer profile's "Portal users" card (issue 31 point 1): the people of this installer
 * who sign in to the installer portal, and the invitations sent to them.
 */
export function PortalUsersCard({
  installerId,
  isInstallerActive,
}: {
  installerId: string;
  isInstallerActive: boolean;
}) {
  const { can } = usePermissions();
  const canEdit = can('installers:edit');
  const users = usePortalUsers(installerId);
  const invitations = usePortalInvitations(installerId);
  return (
    <Card aria-labelledby="portal-users-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="portal-users-heading" className="text-lg font-semibold text-slate-900">
            Portal users
          </h2>
          <p className="text-sm text-slate-600">
            {isInstallerActive
              ? 'People of this installer who sign in to the installer portal.'
              : 'The installer is not Active, so its users cannot sign in and no one can be invited.'}
          </p>
        </div>
        {canEdit && (
          <InviteDialog installerId={installerId} isInstallerActive={isInstallerActive} />
        )}
      </div>
      <Section title="Users" query={users}>
        {(data) => <PortalUsersList users={data} canEdit={canEdit} />}
      </Section>
      <Section title="Invitations" query={invitations}>
        {(data) => <InvitationsList invitations={data} canEdit={canEdit} />}
      </Section>
    </Card>
  );
}
