import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The signed-in user's profile with the email and role administrators manage. */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}

/** Saves the profile; the form shows a failure itself, in an alert beside the fields. */
export function useSaveProfile({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.save.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
        onSaved();
        notifySuccess('Profile updated successfully');
      },
    }),
  );
}
