import { resolve } from 'node:path';
import type { Mailer } from '@/server/mail/mailer';
import { createLocalStorage } from '@/server/storage/local-storage';
import type { Storage } from '@/server/storage/storage';

/**
 * The process's services that several features share (docs/decisions/020-platform-services.md).
 * They belong to the installation, not to a feature: main.ts, the composition root, makes
 * them once at start-up and hands them over here; tests replace the ones they watch.
 */
export type PlatformServices = {
  /** Delivers mail at once when set; otherwise a message stays queued in the outbox. */
  mailer: Mailer | null;
  /** The app's public base URL, for links in e-mails, feeds and templates ({{portalUrl}}). */
  portalUrl: string;
  /** Where uploaded files are kept (upload routes and jobs get it through their deps). */
  storage: Storage;
};

let services: PlatformServices | null = null;

/** Replaces the given services; main.ts calls it once at start-up, tests when they need to. */
export function configurePlatformServices(next: Partial<PlatformServices>) {
  services = { ...platformServices(), ...next };
}

/** Defaults follow env.ts: PUBLIC_URL, else localhost:3000; files under DATA_DIR/files. */
export function platformServices(): PlatformServices {
  services ??= {
    mailer: null,
    portalUrl: process.env.PUBLIC_URL || 'http://localhost:3000',
    storage: createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files')),
  };
  return services;
}
