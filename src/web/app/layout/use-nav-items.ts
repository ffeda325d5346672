import { useMemo } from 'react';
import { usePermissions } from '../../lib/use-permissions';
import { listNavItems } from './nav-items';

/** Sidebar and drawer entries for the signed-in role; gated ones appear once its grants are known. */
export function useNavItems() {
  const { can } = usePermissions();
  return useMemo(() => listNavItems(can), [can]);
}
