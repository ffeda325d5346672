import { QueryClient } from '@tanstack/react-query';

export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        // Staff switch between the portal and spreadsheets all day; refetching on every focus is noise.
        refetchOnWindowFocus: false,
      },
    },
  });
}
