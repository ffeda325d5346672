import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/router';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * Call context for a query that must not share a batch: a batch answers when its slowest call
 * does, so a page's figures (dashboard.summary) go apart from the quick calls its first paint
 * waits for (the MFA policy, the feature flags). Usage: `queryOptions(input, UNBATCHED)`.
 */
export const UNBATCHED = { trpc: { context: { skipBatch: true } } } as const;

export function createAppTrpcClient() {
  const options = {
    url: '/trpc',
    // The session lives in better-auth's cookie, so every call must carry it.
    fetch: (url: URL | RequestInfo, init?: RequestInit) =>
      fetch(url, { ...init, credentials: 'include' }),
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}

/** Every procedure's input and output, for types named after what a page shows. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
