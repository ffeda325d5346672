import { createAuthClient } from 'better-auth/react';

// Same origin as the SPA: Fastify serves both, and Vite proxies /api in development.
// Not part of the entry: /login loads it when the form is first used (login-form.tsx), the
// signed-in area with its own code (docs/performance.md).
export const authClient = createAuthClient({
  baseURL: window.location.origin,
});

/**
 * Reads the session again into better-auth's session store, with or without a component
 * listening to it: after a sign-in the guard then finds it signed in (the store counts the answer
 * as fresh for a moment, so the guard's own subscription does not ask once more).
 */
export async function refreshSession(): Promise<void> {
  const session = authClient.$store.atoms.session!.get() as { refetch: () => Promise<void> };
  await session.refetch();
}
