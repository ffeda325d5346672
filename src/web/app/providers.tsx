import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TRPCProvider } from '../lib/trpc';
import {
  adoptSignedInClients,
  releaseSignedInClients,
  signedInClients,
} from './api/signed-in-clients';

export function AppProviders({ children }: { children: ReactNode }) {
  // The route loaders may already have made them and started this page's calls.
  const [clients] = useState(signedInClients);
  useEffect(() => {
    adoptSignedInClients(clients);
    return () => releaseSignedInClients(clients);
  }, [clients]);
  return (
    <QueryClientProvider client={clients.queryClient}>
      <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
        {children}
        {/* Named apart from the bell and the chat box so getByLabel("Notifications") or ("Message") finds one control. */}
        <Toaster position="top-right" closeButton containerAriaLabel="Status updates" />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
