import { DetailedError, Upload } from 'tus-js-client';
import { OFFLINE_UPLOAD_PATH } from '@/shared/offline/uploads';
import { reportReachable } from './connectivity';
import { sendErrorOf } from './send-error';
import type { UploadJob } from './transport';

/** Quick retries inside one attempt; the outbox itself retries later with its backoff. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000];

/**
 * Sends a file with tus (the server's route: src/server/features/offline/upload-route.ts): a new upload, or the one already made for this entry (its URL is kept
 * in the outbox), which asks the server its offset (HEAD) and sends only the rest.
 */
/** Resolves with the upload's URL, which the attach names (the server takes its last part). */
export function tusUpload(job: UploadJob): Promise<string> {
  return new Promise((resolve, reject) => {
    let saved = Promise.resolve();
    const upload: Upload = new Upload(job.blob, {
      endpoint: OFFLINE_UPLOAD_PATH,
      uploadUrl: job.uploadUrl ?? null,
      metadata: { inspectionId: job.inspectionId, filename: job.fileName, filetype: job.mime },
      retryDelays: RETRY_DELAYS_MS,
      // The outbox keeps the URL itself (per entry), not tus's fingerprint store.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) saved = job.onUploadUrl(upload.url);
      },
      onError: (error) => {
        const status =
          error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;
        // A status of 0 is a request that never got an answer.
        const message =
          error instanceof DetailedError && error.originalResponse
            ? error.originalResponse.getBody() || error.message
            : error.message;
        const failure = sendErrorOf(status || undefined, message);
        reportReachable(failure.kind !== 'network');
        reject(failure);
      },
      onSuccess: () => {
        reportReachable(true);
        void saved.then(() => resolve(upload.url!));
      },
    });
    upload.start();
  });
}
