import { useEffect } from 'react';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSessionUser } from '@/web/lib/use-session-user';
import { OfflineBanner } from './offline-banner';
import { OfflineSync } from './offline-sync';
import { rememberSignedInUser } from './sign-in';
import type { OfflineUser } from './types';

/** For users who keep nothing: the device still learns who signed in (a previous user's kept data leaves). */
function RememberUser({ user: { id, name, email, role } }: { user: OfflineUser }) {
  useEffect(() => {
    void rememberSignedInUser({ id, name, email, role }).catch(() => undefined);
  }, [id, name, email, role]);
  return null;
}

/**
 * The device's offline part in the staff shell (its own chunk, so Dexie loads after the page):
 * for users who answer checklists, it keeps their inspections in step and shows the outbox banner.
 */
export function OfflineInShell() {
  const me = useSessionUser();
  const { can, isLoaded } = usePermissions();
  if (!me.data || !isLoaded) return null;
  const { id, name, email, role } = me.data;
  const user = { id, name, email, role };
  if (!can('checklists:answer')) return <RememberUser user={user} />;
  return (
    <>
      <OfflineSync user={user} />
      <OfflineBanner />
    </>
  );
}
