import type { Mailer } from '@/server/mail/mailer';
import type { UploadStore } from '@/server/lib/upload-store';
import type { Storage } from '@/server/storage/storage';

/**
 * The process's services that several features share (docs/decisions/020-platform-services.md).
 * They belong to the installation, not to a feature: main.ts, the composition root, makes one
 * object at start-up and passes it down (the app's deps, the tRPC context's `services`, the
 * jobs' context); a service takes it, or the one member it needs, as an argument. Callers
 * keep the object itself rather than copies of its members, so a test that replaces the
 * mailer of a running server reaches every later call.
 */
export type PlatformServices = {
  /** Delivers mail at once when set; otherwise a message stays queued in the outbox. */
  mailer: Mailer | null;
  /** The app's public base URL, for links in e-mails, feeds and templates ({{portalUrl}}). */
  portalUrl: string;
  /** Where uploaded files are kept (DATA_DIR/files, the S3 bucket, or a test's folder). */
  storage: Storage;
  /** Resumable uploads not yet attached (DATA_DIR/uploads, or a test's folder). */
  uploads: UploadStore;
};
