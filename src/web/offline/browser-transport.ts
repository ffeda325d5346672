import { createAppTrpcClient } from '@/web/lib/trpc';
import { reportReachable } from './connectivity';
import { toSendError } from './send-error';
import type { OfflineTransport } from './transport';
import { tusUpload } from './tus-upload';

/** A reply of any kind shows the server is reachable; a network failure that it is not. */
function asSendError(error: unknown): Promise<never> {
  const failure = toSendError(error);
  reportReachable(failure.kind !== 'network');
  return Promise.reject(failure);
}

function reached<T>(value: T): T {
  reportReachable(true);
  return value;
}

/**
 * The device's calls of the server over HTTP: its own tRPC client (no query cache: the kept
 * data lives in IndexedDB) and tus for files. The session cookie goes with each.
 */
export function browserTransport(): OfflineTransport {
  const client = createAppTrpcClient();
  return {
    fetchBundle: () => client.offline.bundle.query().then(reached, asSendError),
    apply: (input) => client.offline.applyChange.mutate(input).then(reached, asSendError),
    upload: tusUpload,
  };
}
