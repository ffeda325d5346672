import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import { registerDocsPage } from './docs-page';
import { asRefusal, UPLOAD_LIMITS } from './evidence-upload';
import { digestUploadFiles, FilesDigest } from './files-digest';
import { claim, IDEMPOTENCY_KEY_MAX, requestHashOf, settle } from './idempotency';
import { buildOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations/index';
import type { Operation } from './operation';
import { problem, problemFromError, type Answer } from './problem';
import { sendAnswer } from './guard';
import { partsOf, runOperation, type PublicApiDeps } from './run-operation';

export const PUBLIC_API_PREFIX = '/api/v1';

/** `/inspections/{id}` (OpenAPI) as Fastify's `/inspections/:id`. */
const routeUrlOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function send(reply: FastifyReply, answer: Awaited<ReturnType<typeof runOperation>>) {
  if ('kind' in answer) {
    return setFileHeaders(reply, { contentType: answer.contentType, fileName: answer.fileName })
      .header('x-content-type-options', 'nosniff')
      .send(answer.body);
  }
  return sendAnswer(reply, answer);
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined | Answer {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX)
    return problem(
      400,
      'invalid_input',
      `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`,
      [{ field: 'Idempotency-Key', message: `Must be 1 to ${IDEMPOTENCY_KEY_MAX} characters` }],
    );
  return key;
}

/** One operation's handler: check the parts, claim an Idempotency-Key on a create, run, answer. */
function handlerOf(operation: Operation, deps: PublicApiDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = operation.creates ? idempotencyKeyOf(request) : undefined;
    if (typeof key === 'object') return sendAnswer(reply, key);
    const parts = partsOf(operation, request);
    if (!key) {
      if ('status' in parts) return sendAnswer(reply, parts);
      return send(reply, await runOperation(operation, parts, request, reply, deps));
    }
    const actor = actorOf(request);
    const claimed = {
      keyId: actor.apiKey!.id,
      idempotencyKey: key,
      tenantId: actor.tenantId,
      operation: operation.operationId,
      requestHash: requestHashOf({
        params: request.params,
        query: request.query,
        body: operation.multipart ? undefined : request.body,
      }),
      // An upload's files are read (never kept) only to compare them with the first request's.
      filesHash: operation.multipart ? () => digestUploadFiles(request, UPLOAD_LIMITS) : undefined,
    };
    let first;
    try {
      first = await claim(actor.db, claimed);
    } catch (error) {
      return sendAnswer(reply, problemFromError(asRefusal(error), request.log));
    }
    if (first.kind === 'answer') {
      if (first.replayed) void reply.header('idempotent-replayed', 'true');
      return sendAnswer(reply, first.answer);
    }
    const files = new FilesDigest();
    const answer =
      'status' in parts ? parts : await runOperation(operation, parts, request, reply, deps, files);
    if ('kind' in answer) return send(reply, answer);
    await settle(actor.db, claimed, answer, operation.multipart ? files.value() : undefined);
    return sendAnswer(reply, answer);
  };
}

/**
 * The public REST API under /api/v1 (docs/api.md): every operation of the table, each behind
 * the /api guard with its permission (which hands /api/v1 to the key guard, guard.ts); the
 * OpenAPI document and the reference page, open to anyone; problem details for every refusal,
 * an unknown path and a failure.
 */
export async function registerPublicApi(app: FastifyInstance, deps: PublicApiDeps) {
  const document = buildOpenApiDocument(OPERATIONS);
  await app.register(
    async (scope) => {
      await scope.register(multipart);
      scope.setNotFoundHandler((request, reply) =>
        sendAnswer(
          reply,
          problem(
            404,
            'not_found',
            `There is no ${request.method} ${request.url.split('?')[0]} in this API.`,
          ),
        ),
      );
      scope.setErrorHandler((error, request, reply) =>
        sendAnswer(reply, problemFromError(error, request.log)),
      );
      scope.get('/openapi.json', () => document);
      registerDocsPage(scope);
      for (const operation of OPERATIONS) {
        scope.route({
          method: operation.method,
          url: routeUrlOf(operation.path),
          config: { requires: operation.requires },
          handler: handlerOf(operation, deps),
        });
      }
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}
