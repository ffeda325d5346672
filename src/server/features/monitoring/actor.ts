import type { Db } from '../../db/client';
import type { SessionUser } from '../../trpc/context';

/** Who is acting, as the monitoring services need it (from the tRPC context or a report route). */
export type MonitoringActor = {
  db: Db;
  tenantId: string;
  user: SessionUser;
  ip: string;
};

/**
 * The smaller shape a monitoring-type change needs. The user is null when a
 * rule applies Enhanced on its own, so the activity and audit say "System".
 */
export type ChangeActor = {
  tenantId: string;
  user: { id: string; email: string; name: string } | null;
  ip: string;
};
