import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/**
 * Refreshes the user lists and the role cards' counts. The dialogs show a failure inside
 * themselves (mutation.error), so these mutations have no error toast.
 */
function useInvalidateUsers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.permissions.getRoleStats.queryKey() }),
    ]);
  };
}

/** `onDone` closes the dialog before the lists refresh, so it does not wait on them. */
type Done = { onDone: () => void };

export function useCreateUser({ onDone }: Done) {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('User created');
        onDone();
        await invalidate();
      },
    }),
  );
}

export function useUpdateUser({ onDone }: Done) {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('User updated');
        onDone();
        await invalidate();
      },
    }),
  );
}

/** A new password changes nothing the lists show, so nothing is refreshed. */
export function useSetUserPassword({ onDone }: Done) {
  const trpc = useTRPC();
  return useMutation(
    trpc.users.changePassword.mutationOptions({
      onSuccess: () => {
        notifySuccess('Password updated');
        onDone();
      },
    }),
  );
}

export function useDeleteUser({ onDone }: Done) {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(
    trpc.users.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('User deleted');
        onDone();
        await invalidate();
      },
    }),
  );
}
