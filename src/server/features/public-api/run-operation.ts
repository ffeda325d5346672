import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Auth } from '@/server/auth/auth';
import { actorOf } from '@/server/auth/api-guard';
import { toFetchHeaders } from '@/server/auth/fastify-bridge';
import type { PlatformServices } from '@/server/platform/services';
import type { SignedInContext } from '@/server/trpc/context';
import { createCallerFactory } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';
import { FilesDigest } from './files-digest';
import { isFileAnswer, type FileAnswer, type Operation, type OperationCall } from './operation';
import { invalidInput, problemFromError, type Answer } from './problem';

export type PublicApiDeps = {
  auth: Auth;
  services: PlatformServices;
  operatorEmails: readonly string[];
};

const createCaller = createCallerFactory(appRouter);

/** The tRPC Context of a keyed request: the key's creator, tenant and grant; no session. */
function contextOf(request: FastifyRequest, deps: PublicApiDeps): SignedInContext {
  const actor = actorOf(request);
  let headers: Headers | undefined;
  return {
    db: actor.db,
    user: actor.user,
    tenantId: actor.tenantId,
    session: null,
    ip: request.ip,
    logger: request.log as unknown as Logger,
    fetchHeaders: () => (headers ??= toFetchHeaders(request)),
    auth: deps.auth,
    services: deps.services,
    operatorEmails: deps.operatorEmails,
    apiKey: actor.apiKey ?? null,
  };
}

/**
 * A query string's values are text; the shared schemas take numbers and booleans as JSON does.
 * Each value is given as sent when its field accepts it, else as the number or boolean it
 * spells, so a wrong value still fails with the field's own message.
 */
export function coerceQuery(schema: z.ZodType | undefined, raw: Record<string, unknown>) {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = shape[key];
    if (!field || typeof value !== 'string' || field.safeParse(value).success) {
      out[key] = value;
      continue;
    }
    const candidates: unknown[] = [];
    if (/^-?\d+(\.\d+)?$/.test(value)) candidates.push(Number(value));
    if (value === 'true' || value === 'false') candidates.push(value === 'true');
    // A number that breaks the field's rule is passed as a number, so the error states the rule.
    out[key] = candidates.find((c) => field.safeParse(c).success) ?? candidates[0] ?? value;
  }
  return out;
}

type Parts = { params: unknown; query: unknown; body: unknown };

/** The request's parts as the handler gets them, or the 400 naming each bad field. */
export function partsOf(operation: Operation, request: FastifyRequest): Parts | Answer {
  const parts: Parts = {
    params: request.params ?? {},
    query: coerceQuery(operation.query, (request.query ?? {}) as Record<string, unknown>),
    body: operation.multipart ? undefined : request.body,
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = operation[part];
    if (!schema) continue;
    const checked = schema.safeParse(parts[part] ?? (part === 'body' ? undefined : {}));
    if (!checked.success) return invalidInput(checked.error);
  }
  return parts;
}

/**
 * Runs one operation: its handler over the key's Context, then the answer as JSON (dates as
 * ISO strings, exactly what is replayed later) or a file. Every failure becomes a problem.
 */
export async function runOperation(
  operation: Operation,
  parts: Parts,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PublicApiDeps,
  files = new FilesDigest(),
): Promise<Answer | FileAnswer> {
  try {
    const ctx = contextOf(request, deps);
    const call = {
      ...parts,
      ctx,
      caller: createCaller(ctx),
      viaSession: createCaller({ ...ctx, apiKey: null }),
      services: deps.services,
      request,
      reply,
      files,
    } as OperationCall<z.ZodType, z.ZodType, z.ZodType>;
    const result = await operation.handler(call);
    if (isFileAnswer(result)) return result;
    return { status: operation.status ?? 200, body: JSON.parse(JSON.stringify(result ?? null)) };
  } catch (error) {
    return problemFromError(error, request.log);
  }
}
