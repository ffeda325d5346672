import type { Logger } from 'pino';
import type { Role } from '@/shared/roles';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';

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
  /**
   * The request's headers as Fetch-API Headers, for better-auth API calls made on the
   * caller's behalf; built on first use (most calls never need the copy).
   */
  fetchHeaders: () => Headers;
  /** better-auth; null for test callers built without an HTTP app (test-caller.ts). */
  auth: Auth | null;
  /** Where files are kept (DATA_DIR/files, or a temporary folder in tests). */
  storage: Storage;
  /** OPERATOR_EMAILS: who runs the installation (backups, server log); see auth/operator.ts. */
  operatorEmails: readonly string[];
};
