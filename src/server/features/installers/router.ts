import { z } from 'zod';
import {
  InstallerFiltersInput,
  InstallerFormInput,
  InstallerIdInput,
  InstallerListInput,
  SetInstallerStatusInput,
  SetMonitoringTypeInput,
  UpdateInstallerInput,
} from '@/shared/installers/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { getInstaller } from './detail';
import { getInstallerStats, listInstallers } from './list';
import { createInstaller, setInstallerStatus, setMonitoringType, updateInstaller } from './mutate';
import { listInstallerOptions } from './options';

const view = permissionProcedure('installers:view');
const edit = permissionProcedure('installers:edit');

export const installersRouter = router({
  list: view.input(InstallerListInput).query(({ ctx, input }) => listInstallers(ctx, input)),
  stats: view
    .input(
      InstallerFiltersInput.pick({ search: true, status: true, monitoringType: true })
        .partial()
        .default({}),
    )
    .query(({ ctx, input }) => getInstallerStats(ctx, InstallerFiltersInput.parse(input))),
  get: view.input(InstallerIdInput).query(({ ctx, input }) => getInstaller(ctx.db, ctx, input.id)),
  options: view
    .input(z.object({ search: z.string().trim().max(100).default('') }).default({ search: '' }))
    .query(({ ctx, input }) => listInstallerOptions(ctx, input.search)),
  create: edit.input(InstallerFormInput).mutation(({ ctx, input }) => createInstaller(ctx, input)),
  update: edit
    .input(UpdateInstallerInput)
    .mutation(({ ctx, input }) => updateInstaller(ctx, input)),
  setStatus: edit
    .input(SetInstallerStatusInput)
    .mutation(({ ctx, input }) => setInstallerStatus(ctx, input)),
  setMonitoringType: permissionProcedure('monitoring:manage')
    .input(SetMonitoringTypeInput)
    .mutation(({ ctx, input }) => setMonitoringType(ctx, input)),
});
