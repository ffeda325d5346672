import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Permission } from '../../shared/permissions';
import type { Context } from './context';
import { enforceRequirement, SIGN_IN_MESSAGE, type Requirement } from './requirement';

/** Every procedure but a public one declares what it requires (see requirement.ts). */
export type ProcedureMeta = { requires?: Requirement };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
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

/**
 * A signed-in user, the access policies, then the procedure's declared
 * requirement, read from its meta. Declare it where the procedure is defined:
 * `protectedProcedure.meta({ requires: 'session' })`, or use
 * permissionProcedure(permission), which declares it for you. A procedure
 * without a declaration is refused (and fails the authorization test).
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next, path, meta }) => {
  if (!ctx.user || !ctx.tenantId) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE });
  }
  const signedIn = { ...ctx, user: ctx.user, tenantId: ctx.tenantId };
  const requires = meta?.requires;
  if (!requires) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: `${path} declares no requirement`,
    });
  }
  await enforceRequirement(signedIn, requires, path);
  return next({ ctx: signedIn });
});

/** Requires a permission the user's role holds in the tenant's matrix (read from the database). */
export function permissionProcedure(permission: Permission) {
  return protectedProcedure.meta({ requires: permission });
}
