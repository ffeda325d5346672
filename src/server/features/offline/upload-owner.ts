import type { Actor } from '@/server/trpc/actor';
import type { UploadStore } from '@/server/lib/upload-store';

/**
 * Who an upload belongs to: written by the server into the upload's metadata when it is
 * created (a client's own values under these names are overwritten), and checked on every
 * later request and on attach, so only the same user of the same tenant can resume or use it.
 */
export const OWNER_TENANT = 'ownerTenantId';
export const OWNER_USER = 'ownerUserId';

type Upload = Awaited<ReturnType<UploadStore['getUpload']>>;

export function isOwnedBy(
  upload: Pick<Upload, 'metadata'>,
  actor: Pick<Actor, 'tenantId' | 'user'>,
) {
  return (
    upload.metadata?.[OWNER_TENANT] === actor.tenantId &&
    upload.metadata?.[OWNER_USER] === actor.user.id
  );
}

/** The upload when it exists and is the actor's; null otherwise (both read as "not found"). */
export async function ownUpload(store: UploadStore, actor: Actor, id: string) {
  try {
    const upload = await store.getUpload(id);
    return isOwnedBy(upload, actor) ? upload : null;
  } catch {
    return null;
  }
}
