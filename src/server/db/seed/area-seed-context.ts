/**
 * What every feature's demo seed gets, after users, installers and inspections exist.
 * Kept out of area-seeds.ts, which imports every seed, so that a seed's import of it closes no loop.
 */
export type AreaSeedContext = {
  tenantId: string;
  now: Date;
  /** The demo users (ADMIN, COORDINATOR, INSPECTOR order). */
  users: readonly { id: string; role: string; email: string }[];
};
