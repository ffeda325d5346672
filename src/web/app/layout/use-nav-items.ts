import { useMemo } from 'react';
import { usePermissions } from '@/web/lib/use-permissions';
import { listNavItems } from './nav-items';

/**
 * Sidebar and drawer entries for the signed-in role, once its grants are known. Until then
 * none: showing the ungated ones first would push them down as the gated ones arrive between
 * them (a layout shift the first paint of every page paid).
 */
export function useNavItems() {
  const { can, isLoaded } = usePermissions();
  return useMemo(() => (isLoaded ? listNavItems(can) : []), [can, isLoaded]);
}
