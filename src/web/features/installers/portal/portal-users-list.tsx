import { formatDateTime } from '@/shared/format';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useSetPortalUserActive } from '../api/use-portal-accounts';

type PortalUser = RouterOutputs['installerPortal']['users']['list'][number];

/** Deactivate / Reactivate, each after a confirmation that says what happens. */
function ActiveToggle({ user }: { user: PortalUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useSetPortalUserActive({ onDone: () => setIsOpen(false) });
  const isDeactivating = user.isActive;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        {isDeactivating ? 'Deactivate' : 'Reactivate'}
        <span className="sr-only"> {user.name}</span>
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          mutation.reset();
        }}
        title={isDeactivating ? `Deactivate ${user.name}?` : `Reactivate ${user.name}?`}
        description={
          isDeactivating
            ? 'They are signed out everywhere at once and cannot sign in to the portal until reactivated.'
            : 'They can sign in to the portal again with their existing password.'
        }
        confirmLabel={isDeactivating ? 'Deactivate' : 'Reactivate'}
        closesOnConfirm={false}
        isPending={mutation.isPending}
        error={
          mutation.error && (
            <Alert tone="error" role="alert" className="mt-4">
              {describeError(mutation.error).message}
            </Alert>
          )
        }
        onConfirm={() => mutation.mutate({ userId: user.id, isActive: !isDeactivating })}
      />
    </>
  );
}

/** The installer's portal users: who, when they last signed in, whether they may. */
export function PortalUsersList({ users, canEdit }: { users: PortalUser[]; canEdit: boolean }) {
  if (users.length === 0)
    return <p className="text-sm text-slate-600">No portal users yet. Invite someone to start.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {users.map((user) => (
        <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <span className="break-words">{user.name}</span>
              <Badge tone={user.isActive ? 'brand' : 'neutral'}>
                {user.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </p>
            <p className="text-sm break-all text-slate-600">{user.email}</p>
            <p className="text-xs text-slate-500">
              Last sign-in: {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
            </p>
          </div>
          {canEdit && <ActiveToggle user={user} />}
        </li>
      ))}
    </ul>
  );
}
