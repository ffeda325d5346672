import type { FastifyInstance } from 'fastify';
import type { Storage } from '@/server/storage/storage';

/**
 * The portal's /api routes (files an installer user may fetch or upload), each declaring
 * `config: { requires: 'portal' }` and scoping to the installer. Each part registers its own
 * here, in its own file.
 */
export function registerInstallerPortalRoutes(
  app: FastifyInstance,
  deps: { storage: Storage },
): Promise<void> {
  void app;
  void deps;
  return Promise.resolve();
}
