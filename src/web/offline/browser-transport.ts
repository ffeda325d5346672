import { createAppTrpcClient } from '@/web/lib/trpc';
import { toSendError } from './send-error';
import type { OfflineTransport } from './transport';

// TODO(dev): offline.apply lands with the server engineer; typed by the router then.
type PendingApply = { apply: { mutate: OfflineTransport['apply'] } };
import { tusUpload } from './tus-upload';

/**
 * The device's calls of the server over HTTP: its own tRPC client (no query cache: the kept
 * data lives in IndexedDB) and tus for files. The session cookie goes with each.
 */
export function browserTransport(): OfflineTransport {
  const client = createAppTrpcClient();
  return {
    fetchBundle: () =>
      client.offline.bundle.query().catch((e: unknown) => Promise.reject(toSendError(e))),
    apply: (input) =>
      (client.offline as unknown as PendingApply).apply
        .mutate(input)
        .catch((e: unknown) => Promise.reject(toSendError(e))),
    upload: tusUpload,
  };
}
