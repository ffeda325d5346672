import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createAppQueryClient } from '../lib/query-client';
import { TRPCProvider, createAppTrpcClient } from '../lib/trpc';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  const [trpcClient] = useState(createAppTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        {/* Named apart from the bell and the chat box so getByLabel("Notifications") or ("Message") finds one control. */}
        <Toaster position="top-right" closeButton containerAriaLabel="Status updates" />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
