import { z } from 'zod';
import { permissionProcedure, router } from '@/server/trpc/init';
import { listInstallerPathways, listRecentPathways } from './pathways-list';

const view = permissionProcedure('sampling:view');

/** sampling.pathways.*: installer and category pairs whose fail rate passed a band. */
export const pathwaysRouter = router({
  recent: view.query(({ ctx }) => listRecentPathways(ctx.db, ctx.tenantId)),
  forInstaller: view
    .input(z.object({ installerId: z.string().uuid('Installer not found') }))
    .query(({ ctx, input }) => listInstallerPathways(ctx.db, ctx.tenantId, input.installerId)),
});
