import { createAuthClient } from 'better-auth/react';

// Same origin as the SPA: Fastify serves both, and Vite proxies /api in development.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
});
