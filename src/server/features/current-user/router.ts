import { eq } from 'drizzle-orm';
import { tenants } from '@/server/db/schema/index';
import { accountProcedure, router } from '@/server/trpc/init';
import { listRolePermissions } from '../permissions/service';
import { toKnownPermissions } from './known-permissions';

export const sessionRouter = router({
  /** Who is signed in, their tenant and what their role may do (the client hides the rest). */
  me: accountProcedure.query(async ({ ctx }) => {
    const [tenant] = await ctx.db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    return {
      id: ctx.user.id,
      email: ctx.user.email,
      name: ctx.user.name,
      firstName: ctx.user.firstName,
      lastName: ctx.user.lastName,
      role: ctx.user.role,
      tenant: tenant ?? { id: ctx.tenantId, name: ctx.tenantId },
      permissions: toKnownPermissions(
        await listRolePermissions(ctx.db, ctx.tenantId, ctx.user.role),
      ),
    };
  }),
});
