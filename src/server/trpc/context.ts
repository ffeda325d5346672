import type { Logger } from 'pino';
import type { Role } from '../../shared/roles';
import type { Db } from '../db/client';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  tenantId: string;
};

export type Context = {
  db: Db;
  user: SessionUser | null;
  session: { id: string; expiresAt: Date } | null;
  tenantId: string | null;
  ip: string;
  logger: Logger;
};
