import { ChangePasswordInput, CreateUserInput, UpdateUserInput, UserIdInput } from '@/shared/users';
import { permissionProcedure, router } from '@/server/trpc/init';
import {
  changeUserPassword,
  createUserAccount,
  deleteUserAccount,
  updateUserAccount,
} from './mutate';
import { getUserStats, listUsers } from './stats';

const viewAll = permissionProcedure('users:view_all');
const edit = permissionProcedure('users:edit');

export const usersRouter = router({
  getAll: viewAll.query(({ ctx }) => listUsers(ctx.db, ctx.tenantId)),
  getStats: viewAll.query(({ ctx }) => getUserStats(ctx.db, ctx.tenantId)),
  create: permissionProcedure('users:create')
    .input(CreateUserInput)
    .mutation(({ ctx, input }) => createUserAccount(ctx, input)),
  update: edit.input(UpdateUserInput).mutation(({ ctx, input }) => updateUserAccount(ctx, input)),
  delete: permissionProcedure('users:delete')
    .input(UserIdInput)
    .mutation(({ ctx, input }) => deleteUserAccount(ctx, input.id)),
  changePassword: edit
    .input(ChangePasswordInput)
    .mutation(({ ctx, input }) => changeUserPassword(ctx, ctx.session?.id ?? null, input)),
});
