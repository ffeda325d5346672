import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Permission } from '../../shared/permissions';
import { hasPermission } from '../features/permissions/service';
import { ACCESS_POLICIES } from './access-policies';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      // A 500 never reaches a client with its internals; a Zod failure reads as its first message.
      message:
        shape.data.code === 'INTERNAL_SERVER_ERROR'
          ? 'Something went wrong on our side.'
          : (zodError?.issues[0]?.message ?? shape.message),
      data: {
        ...shape.data,
        stack: undefined,
        fieldErrors: zodError ? fieldErrorsOf(zodError) : null,
      },
    };
  },
});

/** The first message per field path ('' for the whole input), as forms show them. */
function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(async ({ ctx, next, path }) => {
  if (!ctx.user || !ctx.tenantId) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  const signedIn = { ...ctx, user: ctx.user, tenantId: ctx.tenantId };
  for (const policy of ACCESS_POLICIES) await policy(signedIn, path);
  return next({ ctx: signedIn });
});

/** Requires a permission the user's role holds in the tenant's matrix (read from the database). */
export function permissionProcedure(permission: Permission) {
  return protectedProcedure.use(async ({ ctx, next }) => {
    if (!(await hasPermission(ctx.db, ctx.tenantId, ctx.user.role, permission))) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `You do not have permission to do this (${permission}).`,
      });
    }
    return next();
  });
}
