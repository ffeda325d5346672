import type { Db } from '../db/client';
import type { SessionUser } from './context';

/** Who is acting, as the inspection services need it (from the tRPC context or the export route). */
export type Actor = {
  db: Db;
  tenantId: string;
  user: SessionUser;
  ip: string;
};
