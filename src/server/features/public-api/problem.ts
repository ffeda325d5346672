import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import {
  PROBLEM_TITLES,
  problemType,
  type Problem,
  type ProblemCode,
} from '@/shared/public-api/problem';
import { INTERNAL_ERROR_MESSAGE } from '@/server/lib/error-reply';
import { plainMessageOf } from '@/server/trpc/plain-zod-message';

/** One answer of the public API before it is sent: a status and a JSON body (or a problem). */
export type Answer = { status: number; body: unknown; problem?: boolean };

export function problem(
  status: number,
  code: ProblemCode,
  detail: string,
  errors?: Problem['errors'],
): Answer {
  const body: Problem = {
    type: problemType(code),
    title: PROBLEM_TITLES[code],
    status,
    detail,
    code,
  };
  if (errors) body.errors = errors;
  return { status, body, problem: true };
}

/** Each Zod issue as `{ field, message }`, the field a dotted path, the message in plain words. */
export function invalidInput(error: ZodError, prefix: readonly string[] = []): Answer {
  const errors = error.issues.map((issue) => ({
    field: [...prefix, ...issue.path.map(String)].join('.'),
    message: plainMessageOf(issue),
  }));
  return problem(400, 'invalid_input', errors[0]?.message ?? 'The input is not valid.', errors);
}

const CODE_BY_STATUS: Record<number, ProblemCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'rate_limited',
  503: 'unavailable',
};

/** A tRPC refusal as a problem: its status from tRPC's own table, its message kept. */
function fromTrpc(error: TRPCError, log: FastifyBaseLogger): Answer {
  if (error.cause instanceof ZodError) return invalidInput(error.cause);
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500 && status !== 503) return internal(error, log);
  // A precondition (stale version) and an unprocessable value are the caller's conflict or input.
  const mapped = status === 412 ? 409 : status;
  return problem(mapped, CODE_BY_STATUS[mapped] ?? 'invalid_input', error.message);
}

function internal(error: unknown, log: FastifyBaseLogger): Answer {
  // The cause goes to the log only: a 500's message may hold SQL and the caller's input.
  log.error({ err: error }, 'public API request failed');
  return problem(500, 'internal', INTERNAL_ERROR_MESSAGE);
}

/**
 * Any failure of an operation as a problem. Errors raised with their own status (a Fastify
 * body error, an /api service's refusal) keep it and their message; the rest are a 500.
 */
export function problemFromError(error: unknown, log: FastifyBaseLogger): Answer {
  if (error instanceof TRPCError) return fromTrpc(error, log);
  if (error instanceof ZodError) return invalidInput(error);
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : 'The request was refused.';
    return problem(status, CODE_BY_STATUS[status] ?? 'invalid_input', message);
  }
  if (status === 503) return problem(503, 'unavailable', (error as Error).message);
  return internal(error, log);
}
