import type { Permission } from '@/shared/permissions';

export type PermissionCheck = (permission: Permission) => boolean;

/**
 * `can()` over the role's grants as `session.me` returns them. Until they are
 * known (undefined) nothing is granted, so a refused action is never offered
 * for a moment and then withdrawn.
 */
export function createPermissionCheck(granted: readonly Permission[] | undefined): PermissionCheck {
  const set = new Set(granted ?? []);
  return (permission) => set.has(permission);
}

/** Entries (nav links, tiles, actions) the role may use: those needing no permission or one it has. */
export function filterPermitted<T extends { permission?: Permission }>(
  items: readonly T[],
  can: PermissionCheck,
): T[] {
  return items.filter((item) => item.permission === undefined || can(item.permission));
}
