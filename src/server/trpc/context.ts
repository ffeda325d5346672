import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import type { SessionUser } from './actor';

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

/** A call past authentication: a user and a tenant are known. */
export type SignedInContext = Context & { user: SessionUser; tenantId: string };
