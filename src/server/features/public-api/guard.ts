import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '@/shared/public-api/problem';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { enforceRequirement, type Requirement } from '@/server/trpc/requirement';
import { authenticateApiKey, type RateState } from '../api-keys/authenticate';
import { problem, problemFromError, type Answer } from './problem';

/** The key a client presents: `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : undefined;
}

/** The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers) on every keyed answer. */
function setRateHeaders(reply: FastifyReply, rate: RateState) {
  void reply.headers({
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(Math.max(0, rate.remaining)),
    'ratelimit-reset': String(Math.max(0, Math.ceil(rate.resetSeconds))),
  });
}

export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (answer.problem) void reply.type(PROBLEM_CONTENT_TYPE);
  return reply.status(answer.status).send(answer.body);
}

/**
 * The /api/v1 guard (auth/api-guard.ts hands it every route under /api/v1): an API key only,
 * never a session cookie; the key's rate limit; then the one requirement check of the app
 * (requirement.ts) with the key's grant, so a key is refused anything outside its scopes and
 * anything its creator's role may not do. Leaves the Actor on the request, as the /api guard.
 */
export function publicApiGuard(db: Db, requires: Requirement): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const check = await authenticateApiKey(db, presentedKey(request), request.ip);
    if (!check.ok) {
      if (check.status === 429) {
        setRateHeaders(reply, check.rate);
        void reply.header('retry-after', String(Math.max(1, Math.ceil(check.retryAfterSeconds))));
      }
      if (check.status === 401) void reply.header('www-authenticate', 'Bearer');
      return sendAnswer(reply, problem(check.status, check.code, check.message));
    }
    setRateHeaders(reply, check.rate);
    const { grant, tenantId, user } = check.caller;
    const actor: Actor = { db, tenantId, user, ip: request.ip, apiKey: grant };
    try {
      await enforceRequirement(actor, requires, `api:${request.routeOptions.url}`);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      return sendAnswer(reply, problemFromError(error, request.log));
    }
    request.actor = actor;
  };
}
