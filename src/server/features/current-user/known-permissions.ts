import { ALL_PERMISSIONS, type Permission } from '@/shared/permissions';

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

function isPermission(key: string): key is Permission {
  return KNOWN.has(key);
}

/**
 * The role's stored grants narrowed to the catalogue: a row left behind by a
 * removed or renamed permission never reaches the client as an unknown string,
 * so `can()` on the web only ever sees keys the type system knows.
 */
export function toKnownPermissions(keys: readonly string[]): Permission[] {
  return keys.filter(isPermission);
}
