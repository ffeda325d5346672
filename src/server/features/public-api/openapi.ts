import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi';
import { Problem, PROBLEM_CONTENT_TYPE } from '@/shared/public-api/problem';
import type { Operation } from './operation';
import { IDEMPOTENCY_KEY_MAX } from './idempotency';

const problemResponse = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: Problem } },
});

/** The refusals any keyed operation may answer with, all as problem details. */
const COMMON_ERRORS = {
  '400': problemResponse('Invalid input: `errors` names each field and its rule.'),
  '401': problemResponse('No key, an unknown, expired or revoked key, or its owner inactive.'),
  '403': problemResponse("Outside the key's scopes or its owner's role."),
  '429': problemResponse("Over the key's rate limit; see Retry-After."),
  '500': problemResponse('A failure on our side (nothing of its cause is disclosed).'),
  '503': problemResponse('Maintenance mode or the server is busy.'),
};

const rateHeaders = {
  'RateLimit-Limit': {
    description: 'Requests allowed per minute for this key.',
    schema: { type: 'integer' as const },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in this minute.',
    schema: { type: 'integer' as const },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' as const },
  },
};

const IdempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX)
    .optional()
    .meta({
      description:
        'Any unique string (a UUID). The same key within 24 hours returns the first answer ' +
        '(`Idempotent-Replayed: true`); with a different request it is refused with 409.',
    }),
});

function successOf(operation: Operation) {
  const status = String(operation.status ?? 200);
  const content = operation.file
    ? { [operation.file.contentType]: { schema: { type: 'string' as const, format: 'binary' } } }
    : operation.response
      ? { 'application/json': { schema: operation.response } }
      : undefined;
  return { [status]: { description: operation.summary, headers: rateHeaders, content } };
}

function operationObject(operation: Operation): ZodOpenApiOperationObject {
  const requestBody = operation.multipart
    ? { content: { 'multipart/form-data': { schema: operation.multipart } } }
    : operation.body
      ? { required: true, content: { 'application/json': { schema: operation.body } } }
      : undefined;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: [operation.description, `Requires the scope \`${operation.requires}\`.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: [operation.tag],
    // zod-openapi reads every key given here: only the parts the operation has.
    requestParams: Object.fromEntries(
      Object.entries({
        path: operation.params,
        query: operation.query,
        header: operation.creates ? IdempotencyHeader : undefined,
      }).filter(([, schema]) => schema !== undefined),
    ),
    requestBody,
    responses: {
      ...successOf(operation),
      ...COMMON_ERRORS,
      ...(operation.params
        ? { '404': problemResponse('Not found (or not visible to the key).') }
        : {}),
      ...(operation.creates
        ? { '409': problemResponse('A conflict, or an Idempotency-Key reused or in progress.') }
        : {}),
      ...(operation.multipart
        ? {
            '413': problemResponse('A file over the size limit.'),
            '415': problemResponse('Not multipart/form-data.'),
          }
        : {}),
    },
  };
}

/** OpenAPI 3.1 from the operations table and the shared Zod schemas (zod-openapi). */
export function buildOpenApiDocument(operations: readonly Operation[]) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const operation of operations) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = operationObject(operation);
  }
  const tags = [...new Set(operations.map((o) => o.tag))].map((name) => ({ name }));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'InspectHub API',
      version: '1.0.0',
      description:
        'The public REST API of InspectHub. Authenticate with an API key created by an ' +
        'administrator: `Authorization: Bearer <key>` (or `X-API-Key`). Errors are RFC 9457 ' +
        'problem details with a stable `code`.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }, { apiKeyHeader: [] }],
    tags,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token.' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    },
    paths,
  });
}
