import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client';
import { getTrpcErrorCode, isRetryableError } from './trpc-errors';

const MAX_RETRIES = 1;

export function createAppQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // The session ended on the server (expiry, revoked elsewhere): re-read it so the guard sends the user to /login.
        if (getTrpcErrorCode(error) === 'UNAUTHORIZED') authClient.$store.notify('$sessionSignal');
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
        // Staff switch between the portal and spreadsheets all day; refetching on every focus is noise.
        refetchOnWindowFocus: false,
      },
    },
  });
}
