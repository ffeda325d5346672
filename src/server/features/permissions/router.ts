import { UpdateMatrixInput } from '@/shared/users';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { countUsersByRole } from '../users/stats';
import { getPermissionMatrix, updatePermissionMatrix } from './matrix';

export const permissionsRouter = router({
  getRoleStats: permissionProcedure('users:view_all').query(({ ctx }) =>
    countUsersByRole(ctx.db, ctx.tenantId),
  ),
  // Every signed-in user may read which role can do what.
  getPermissionMatrix: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getPermissionMatrix(ctx.db, ctx.tenantId)),
  updateMatrix: permissionProcedure('users:edit')
    .input(UpdateMatrixInput)
    .mutation(({ ctx, input }) => updatePermissionMatrix(ctx, input)),
});
