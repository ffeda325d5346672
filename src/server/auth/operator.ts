import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema/index';
import type { SessionUser } from '../trpc/actor';

/**
 * The installation operator: the person who runs this server, as opposed to
 * a tenant's ADMIN. Installation-wide backups (every tenant inside) and the
 * server log (every tenant's requests) are theirs alone (docs/operators.md).
 *
 * With OPERATOR_EMAILS set, exactly those users (who must also hold
 * settings:manage) are operators. Without it the installation is taken to be
 * run by its first tenant, the one set-up and the demo seed create, so that
 * tenant's ADMINs are operators and no later tenant's ADMIN ever is.
 */
export type OperatorConfig = { operatorEmails: readonly string[] };

const firstTenantIds = new WeakMap<Db, string>();

/**
 * The installation's first (oldest) tenant. Installation-wide settings (Auto
 * Backup) are kept with it, and its audit log records installation jobs.
 */
export async function installationTenantId(db: Db): Promise<string | null> {
  const known = firstTenantIds.get(db);
  if (known) return known;
  const [first] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .orderBy(asc(tenants.createdAt), asc(tenants.id))
    .limit(1);
  if (first) firstTenantIds.set(db, first.id); // the oldest tenant stays the oldest
  return first?.id ?? null;
}

export async function isInstallationOperator(
  db: Db,
  user: Pick<SessionUser, 'email' | 'role' | 'tenantId'>,
  config: OperatorConfig,
): Promise<boolean> {
  if (config.operatorEmails.length > 0)
    return config.operatorEmails.includes(user.email.trim().toLowerCase());
  return user.role === 'ADMIN' && user.tenantId === (await installationTenantId(db));
}

export const OPERATOR_ONLY_MESSAGE =
  'Installation backups and server logs are only for the installation operator. Use Export tenant data for your own data.';
