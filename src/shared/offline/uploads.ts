import { z } from 'zod';

/**
 * Resumable uploads (tus) of offline capture (issue 32 point 4; docs/offline-and-evidence.md).
 * The device creates an upload at this path with the metadata below (tus-js-client's
 * `metadata` option), sends the bytes (resuming after a dropped connection), then attaches it
 * with `offline.apply` and an `attach` change whose `uploadId` is the upload's URL or its id.
 */
export const OFFLINE_UPLOAD_PATH = '/api/uploads';

export const OfflineUploadMetadata = z.object({
  inspectionId: z
    .string({ error: 'The upload must name its inspection' })
    .uuid('The upload must name its inspection'),
  filename: z
    .string({ error: 'The upload must name its file' })
    .trim()
    .min(1, 'The upload must name its file')
    .max(255),
  filetype: z.string().max(200).optional(),
});
export type OfflineUploadMetadata = z.infer<typeof OfflineUploadMetadata>;

/** The server names uploads with 32 hexadecimal characters; anything else is no upload of ours. */
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The upload id of an `attach` change: the last segment of its URL, or the id itself. */
export function uploadIdOf(uploadIdOrUrl: string): string | null {
  const last = uploadIdOrUrl.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return UPLOAD_ID_PATTERN.test(last) ? last : null;
}
