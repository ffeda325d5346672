import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Permission } from '@/shared/permissions';
import { storableInput } from '@/shared/text';
import { ConfirmableWarning } from '../lib/confirmable-warning';
import type { Context } from './context';
import { plainMessageOf } from './plain-zod-message';
import { enforceRequirement, SIGN_IN_MESSAGE, type Requirement } from './requirement';

/** What a user may confirm to go ahead (ConfirmableWarning), copied to the error's data. */
function confirmableWarningOf(cause: unknown): unknown {
  return cause instanceof ConfirmableWarning ? (cause.details as unknown) : null;
}

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
            : zodError?.issues[0]
              ? plainMessageOf(zodError.issues[0])
              : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          fieldErrors: zodError ? fieldErrorsOf(zodError) : null,
          warning: confirmableWarningOf(error.cause),
        },
      };
    },
  });

// SQLSTATEs that mean "this value cannot be stored", with what to tell the user.
const REFUSED_VALUES: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date is not valid.',
  '22008': 'A date is out of range.',
  '22021': 'Text contains characters that cannot be stored.',
  '22P05': 'Text contains characters that cannot be stored.',
};

/** The message for a database refusal anywhere in an error's cause chain, or null. */
function databaseRefusal(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code in REFUSED_VALUES) return REFUSED_VALUES[code]!;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

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

/**
 * Text the database cannot store (NUL bytes, lone surrogates) is refused in
 * any field of any procedure's input before its own schema runs, as a 400
 * naming the field; without this a forgotten field gave a 500 (issue 11).
 */
async function refuseUnstorableText(getRawInput: () => Promise<unknown>) {
  const checked = storableInput.safeParse(await getRawInput());
  if (!checked.success) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: checked.error.issues[0]!.message,
      cause: checked.error,
    });
  }
}

/**
 * Defence in depth: a value the database refuses is the caller's mistake, not a 500. Returns
 * the error to throw for a failure: a 400 if it is such a refusal, else the failure itself.
 */
function callersMistakeOr(failure: unknown): unknown {
  const error = getTRPCErrorFromUnknown(failure);
  if (error.code !== 'INTERNAL_SERVER_ERROR') return failure;
  const refused = databaseRefusal(error);
  return refused ? new TRPCError({ code: 'BAD_REQUEST', message: refused, cause: error }) : failure;
}

export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  await refuseUnstorableText(getRawInput);
  const result = await next();
  if (!result.ok) {
    const error = callersMistakeOr(result.error);
    if (error !== result.error) throw error;
  }
  return result;
});

/**
 * A signed-in user, the access policies, then the procedure's declared
 * requirement, read from its meta. Declare it where the procedure is defined:
 * `protectedProcedure.meta({ requires: 'session' })`, or use
 * permissionProcedure(permission), which declares it for you. A procedure
 * without a declaration is refused (and fails the authorization test).
 *
 * One middleware, not publicProcedure's plus one of its own: every tRPC middleware level copies
 * the call's options (and the context when it changes) with Babel's object spread, a cost on
 * every call (issue 17, docs/performance.md round 3). It does what the two did, in their order:
 * the input check, the sign-in and requirement checks, the call, a database refusal as a 400
 * (including one raised by the checks themselves).
 */
export const protectedProcedure = t.procedure.use(
  async ({ ctx, next, path, meta, getRawInput }) => {
    await refuseUnstorableText(getRawInput);
    let signedIn;
    try {
      if (!ctx.user || !ctx.tenantId) {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE });
      }
      signedIn = { ...ctx, user: ctx.user, tenantId: ctx.tenantId };
      const requires = meta?.requires;
      if (!requires) {
        throw new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: `${path} declares no requirement`,
        });
      }
      await enforceRequirement(signedIn, requires, path);
    } catch (failure) {
      throw callersMistakeOr(failure);
    }
    // The same context goes on, typed as narrowed (`user` and `tenantId` checked above): a context
    // given to next() is merged into a copy with Babel's object spread, key by key, on every call.
    const result = await next(undefined as unknown as { ctx: typeof signedIn });
    if (!result.ok) {
      const error = callersMistakeOr(result.error);
      if (error !== result.error) throw error;
    }
    return result;
  },
);

/** Requires a permission the user's role holds in the tenant's matrix (read from the database). */
export function permissionProcedure(permission: Permission) {
  return protectedProcedure.meta({ requires: permission });
}

/**
 * An installer portal procedure (issue 31): only an INSTALLER user of an Active installer
 * passes, and the service scopes every query to `portalActorOf(ctx).installerId`.
 */
export const portalProcedure = protectedProcedure.meta({ requires: 'portal' });

/** Any signed-in user, staff or installer: their own session, password and MFA only. */
export const accountProcedure = protectedProcedure.meta({ requires: 'account' });
