import { resolve } from 'node:path';
import type { Mailer } from '@/server/mail/mailer';
import { createLocalStorage } from '@/server/storage/local-storage';
import type { Storage } from '@/server/storage/storage';

export type InstallerContactsConfig = {
  /** Delivers emails.send at once when set; otherwise the e-mail stays queued. */
  mailer: Mailer | null;
  /** {{portalUrl}} in templates: the app's public base URL. */
  portalUrl: string;
  /** Where documents.delete removes the file (the upload routes get it through their deps). */
  storage: Storage;
};

let config: InstallerContactsConfig | null = null;

/**
 * The tRPC context is built per request by app.ts and carries no process
 * services, so the server hands them over once at start-up (main.ts, tests).
 */
export function configureInstallerContacts(next: Partial<InstallerContactsConfig>) {
  config = { ...getContactsConfig(), ...next };
}

/** Defaults follow env.ts: PUBLIC_URL, else localhost:3000; files under DATA_DIR/files. */
export function getContactsConfig(): InstallerContactsConfig {
  config ??= {
    mailer: null,
    portalUrl: process.env.PUBLIC_URL || 'http://localhost:3000',
    storage: createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files')),
  };
  return config;
}
