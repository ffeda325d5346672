import { createAppTrpcClient } from '@/web/lib/trpc';
import { toSendError } from './send-error';
import type { OfflineTransport } from './transport';
import { tusUpload } from './tus-upload';

const asSendError = (error: unknown) => Promise.reject(toSendError(error));

/**
 * The device's calls of the server over HTTP: its own tRPC client (no query cache: the kept
 * data lives in IndexedDB) and tus for files. The session cookie goes with each.
 */
export function browserTransport(): OfflineTransport {
  const client = createAppTrpcClient();
  return {
    fetchBundle: () => client.offline.bundle.query().catch(asSendError),
    apply: (input) => client.offline.applyChange.mutate(input).catch(asSendError),
    upload: tusUpload,
  };
}
