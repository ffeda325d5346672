import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useInvalidateSessionUser } from '@/web/lib/use-session-user';

/** Which role holds which permission, by category. */
export function usePermissionMatrix() {
  const trpc = useTRPC();
  return useQuery(trpc.permissions.getPermissionMatrix.queryOptions());
}

/** How many users hold each role; asked only when the viewer may see them. */
export function useRoleStats({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.permissions.getRoleStats.queryOptions(), enabled });
}

/**
 * Grants or revokes one permission for one role. Either way it refreshes the matrix and the
 * session's grants, since the viewer's own role may be the one that changed.
 */
export function useUpdatePermission() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidateSessionUser = useInvalidateSessionUser();
  return useMutation(
    trpc.permissions.updateMatrix.mutationOptions({
      onSuccess: () => notifySuccess('Permissions updated'),
      onError: notifyError,
      onSettled: async () => {
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: trpc.permissions.getPermissionMatrix.queryKey(),
          }),
          invalidateSessionUser(),
        ]);
      },
    }),
  );
}
