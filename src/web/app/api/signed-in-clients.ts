import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/router';
import { createAppQueryClient } from '@/web/lib/query-client';
import { createAppTrpcClient } from '@/web/lib/trpc';

export type SignedInClients = {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createAppTrpcClient>;
  /** The same query options as useTRPC(), for code outside React (the route loaders). */
  trpc: TRPCOptionsProxy<AppRouter>;
};

let current: SignedInClients | null = null;

/**
 * The query cache and tRPC client of the signed-in area. The route loaders
 * (signed-in-loaders.ts) start the first page's calls into it while the page's code is still
 * loading, before the providers mount; the providers then take the same one. It lives while
 * the signed-in area is mounted: once it unmounts (sign-out, session ended) the next visit makes
 * a fresh one, so nothing of a previous user survives a sign-out and sign-in.
 */
export function signedInClients(): SignedInClients {
  if (!current) {
    const queryClient = createAppQueryClient();
    const trpcClient = createAppTrpcClient();
    current = {
      queryClient,
      trpcClient,
      trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }),
    };
  }
  return current;
}

/** Called by the providers while mounted (again after a StrictMode remount). */
export function adoptSignedInClients(clients: SignedInClients): void {
  current = clients;
}

/** Called by the providers when the signed-in area unmounts. */
export function releaseSignedInClients(clients: SignedInClients): void {
  if (current === clients) current = null;
}
