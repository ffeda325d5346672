import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import type { PlatformServices } from '../platform/services';
import type { ApiKeyGrant, SessionUser } from './actor';

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
  /**
   * The installation's mailer, public URL and storage (platform/services.ts): a procedure
   * hands its service the object, or the member it needs.
   */
  services: PlatformServices;
  /** OPERATOR_EMAILS: who runs the installation (backups, server log); see auth/operator.ts. */
  operatorEmails: readonly string[];
  /** The API key of a public API call (/api/v1); absent for the app's own calls. */
  apiKey?: ApiKeyGrant | null;
};

/** A call past authentication: a user and a tenant are known. */
export type SignedInContext = Context & { user: SessionUser; tenantId: string };
