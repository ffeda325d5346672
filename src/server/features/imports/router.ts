import { z } from 'zod';
import { IMPORT_ENTITIES, IMPORT_TEMPLATES } from '@/shared/imports/catalogue';
import { fieldsOf } from '@/shared/imports/fields';
import { StartImportInput } from '@/shared/imports/requests';
import { templateSpec } from '@/shared/imports/templates';
import { permissionProcedure, router } from '@/server/trpc/init';
import { cancelImport, startDryRun, startImport } from './pass-requests';
import { getImport, importStats, listHistory } from './service';

const importer = permissionProcedure('data:import');
const Id = z.object({ id: z.string().uuid() });

export const importsRouter = router({
  fields: importer
    .input(z.object({ entity: z.enum(IMPORT_ENTITIES) }))
    .query(({ input }) => fieldsOf(input.entity)),
  templates: importer.query(() => IMPORT_TEMPLATES.map((name) => templateSpec(name))),
  get: importer.input(Id).query(({ ctx, input }) => getImport(ctx, input.id)),
  history: importer.query(({ ctx }) => listHistory(ctx)),
  stats: importer.query(({ ctx }) => importStats(ctx)),
  dryRun: importer
    .input(
      z.object({
        id: z.string().uuid(),
        mapping: z.array(z.string().max(100).nullable()).max(500),
        saveMapping: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input }) => startDryRun(ctx, input)),
  start: importer.input(StartImportInput).mutation(({ ctx, input }) => startImport(ctx, input)),
  cancel: importer.input(Id).mutation(({ ctx, input }) => cancelImport(ctx, input.id)),
});
