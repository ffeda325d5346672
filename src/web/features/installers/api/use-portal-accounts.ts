import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The installer's portal invitations, newest first, each with its state. */
export function usePortalInvitations(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerPortal.invitations.list.queryOptions({ installerId }));
}

/** The installer's portal users (name, e-mail, last sign-in, active). */
export function usePortalUsers(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerPortal.users.list.queryOptions({ installerId }));
}

/** Both lists change together (an accepted invitation becomes a user). */
function useRefreshPortalAccounts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.installerPortal.invitations.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.installerPortal.users.list.queryKey() }),
    ]);
}

/** Invites the dialog's people; the dialog shows a refusal itself (mutation.error). */
export function useInvitePortalUsers({ onInvited }: { onInvited: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshPortalAccounts();
  return useMutation(
    trpc.installerPortal.invitations.invite.mutationOptions({
      onSuccess: async ({ invited }) => {
        notifySuccess(invited === 1 ? 'Invitation sent' : `${invited} invitations sent`);
        onInvited();
        await refresh();
      },
    }),
  );
}

/** A new link and 7 more days; the old link stops working. */
export function useResendInvitation() {
  const trpc = useTRPC();
  const refresh = useRefreshPortalAccounts();
  return useMutation(
    trpc.installerPortal.invitations.resend.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Invitation resent');
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Withdraws an invitation; the confirmation dialog shows a refusal itself. */
export function useRevokeInvitation({ onRevoked }: { onRevoked: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshPortalAccounts();
  return useMutation(
    trpc.installerPortal.invitations.revoke.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Invitation revoked');
        onRevoked();
        await refresh();
      },
    }),
  );
}

/** Deactivates (ending their sessions) or reactivates a portal user. */
export function useSetPortalUserActive({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshPortalAccounts();
  return useMutation(
    trpc.installerPortal.users.setActive.mutationOptions({
      onSuccess: async ({ isActive }) => {
        notifySuccess(isActive ? 'User reactivated' : 'User deactivated');
        onDone();
        await refresh();
      },
    }),
  );
}
