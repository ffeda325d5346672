import type { OfflineChangeInput } from '@/shared/offline/changes';
import type { ApplyResult, OfflineBundle } from './types';

/** The file of an attach, with the tus upload URL already made for it if any. */
export type UploadJob = {
  blob: Blob;
  fileName: string;
  mime: string;
  inspectionId: string;
  uploadUrl?: string;
  /** Called as soon as the server made the upload, so a dropped connection resumes it. */
  onUploadUrl: (url: string) => Promise<void>;
};

/**
 * What the device asks of the server. The browser's is `browserTransport()` (tRPC and tus over
 * HTTP); the unit tests call the real procedures through a tRPC caller on PGlite. Every method
 * throws a SendError.
 */
export type OfflineTransport = {
  fetchBundle(): Promise<OfflineBundle>;
  apply(input: { key: string; change: OfflineChangeInput }): Promise<ApplyResult>;
  /** Uploads (or resumes) the file; returns the upload's URL (or id), which the attach names. */
  upload(job: UploadJob): Promise<string>;
};
