import type { FastifyInstance } from 'fastify';
import type { Storage } from '@/server/storage/storage';
import { registerMessageAttachmentRoutes } from './message-attachment-routes';
import { registerPortalFileRoutes } from './portal-files';
import { registerPortalUploadRoute } from './portal-upload-route';
import { registerRemediationExport } from './remediation-export-route';

/**
 * The portal's /api routes (files an installer user may fetch or upload), each declaring
 * `config: { requires: 'portal' }` and scoping to the installer. Each part registers its own
 * here, in its own file.
 */
export async function registerInstallerPortalRoutes(
  app: FastifyInstance,
  deps: { storage: Storage },
): Promise<void> {
  await registerPortalUploadRoute(app, deps);
  registerPortalFileRoutes(app, deps);
  registerRemediationExport(app);
  await registerMessageAttachmentRoutes(app, deps);
}
