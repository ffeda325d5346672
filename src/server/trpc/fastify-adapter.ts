import type { ServerResponse } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryPlan, runQueries, sendQueries, type QueryHandlers } from './fast-queries';

type Options<TRouter extends AnyRouter, TContext> = QueryHandlers<TRouter, TContext> & {
  prefix: string;
  /**
   * Queries by GET answered by the adapter itself (default). Off only in the test that checks its
   * answers against resolveResponse's (fastify-adapter-fast-path.test.ts).
   */
  fastQueries?: boolean;
};

/**
 * tRPC under Fastify, as @trpc/server's fastifyTRPCPlugin does it, minus its per-request
 * costs that a JSON call does not need (issue 17, docs/performance.md rounds 2 and 3):
 *
 * - **Queries by GET** (one, or a batch of them, as httpBatchLink sends them) are answered here
 *   without resolveResponse (round 3): the context is made once, each procedure is called as
 *   resolveResponse calls it, failures go to onError and through the router's errorFormatter,
 *   and the status and body are tRPC's own (its getErrorShape, getHTTPStatusCode: one status for
 *   all items or 207). What that saves per call: a Headers, a Response, a URL, an
 *   AbortController and two AbortSignal.any (costly on Node 20), tRPC's request parsing.
 *   Procedures get no abort signal there (none reads one; a started query runs to its end).
 *   Only what resolveResponse would treat as plain JSON queries qualifies (queryPlan);
 *   everything else goes to resolveResponse below: mutations, POST, subscriptions, streaming
 *   (`trpc-accept: application/jsonl`), unknown paths, mixed batches, input or paths that do not
 *   decode, HEAD, multipart. The router has no responseMeta, so the only headers resolveResponse
 *   would set are content-type and vary, set the same here. fastify-adapter-fast-path.test.ts
 *   sends the same requests both ways and requires the same status, body and headers.
 * - A GET, or a POST of JSON (what httpBatchLink sends), that does reach resolveResponse gets a
 *   small view of the Fastify request (method, URL, header lookups, the JSON body Fastify
 *   already read) instead of a Fetch `Request` with a copy of every header, a body stream and
 *   two listeners on the socket. Its abort signal still fires when the client goes away.
 *   Anything else (text/plain, which Fastify reads within its body limit) gets the Fetch
 *   `Request` as before.
 * - A JSON answer is sent as one string (one write, with its headers), so Fastify's hooks see a
 *   string whose length they know (compression's threshold applies) instead of a web stream
 *   read chunk by chunk. Streamed answers (jsonl, SSE) are still sent as streams.
 *
 * The fast path uses tRPC's internal module (`@trpc/server/unstable-core-do-not-import`): a
 * tRPC upgrade must be checked against resolveResponse's code (the test above would show a
 * difference in the answers it covers).
 */
export function registerTrpc<TRouter extends AnyRouter, TContext>(
  app: FastifyInstance,
  options: Options<TRouter, TContext>,
) {
  const fastQueries = options.fastQueries ?? true;
  return app.register((scope, _opts, done) => {
    // The body reaches tRPC as text (JSON), as with fastifyTRPCPlugin, and is scanned for depth
    // by the root's preValidation hook (lib/request-bounds.ts). No procedure takes FormData, so
    // multipart is not passed on: tRPC would read such a body whole, past any size limit (issue
    // 27); Fastify answers 415 to a type it has no parser for.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, parsed) =>
      parsed(null, body),
    );
    scope.all(`${options.prefix}/:path`, async (request, reply) => {
      const path = (request.params as { path: string }).path;
      if (fastQueries && request.method === 'GET') {
        const plan = queryPlan(options.router, request, path);
        if (plan) return sendQueries(reply, await runQueries(plan, request, options));
      }
      const response = await resolveResponse({
        router: options.router,
        req: fetchView(request, reply.raw),
        path,
        error: null,
        createContext: () => options.createContext(request),
        onError: ({ error, path: failed }) => options.onError({ error, path: failed }),
      });
      await send(reply, response);
    });
    done();
  });
}

const JSON_TYPE = /^application\/json\b/i;

async function send(reply: FastifyReply, response: Response) {
  void reply.status(response.status);
  const type = response.headers.get('content-type');
  response.headers.forEach((value, name) => void reply.header(name, value));
  if (response.body && type && JSON_TYPE.test(type)) return reply.send(await response.text());
  return reply.send(response.body ?? null);
}

/** What resolveResponse reads of a request, for a GET or a POST of JSON; else a Fetch Request. */
function fetchView(request: FastifyRequest, res: ServerResponse): Request {
  const raw = request.raw;
  const method = request.method;
  const contentType = request.headers['content-type'];
  const jsonBody =
    method === 'POST' &&
    typeof request.body === 'string' &&
    contentType !== undefined &&
    JSON_TYPE.test(contentType);
  if (method !== 'GET' && method !== 'HEAD' && !jsonBody) {
    (raw as typeof raw & { body?: unknown }).body = request.body;
    return incomingMessageToRequest(raw, res, { maxBodySize: null });
  }
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  const headers = request.headers;
  const view = {
    method,
    url: `http://localhost${request.url}`,
    signal: controller.signal,
    headers: {
      get(name: string) {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
      has(name: string) {
        return headers[name.toLowerCase()] !== undefined;
      },
    },
    // Request.json() rejects (not throws) on bad JSON: tRPC answers a PARSE_ERROR either way.
    json: () => new Promise((resolve) => resolve(JSON.parse(request.body as string) as unknown)),
    text: () => Promise.resolve(request.body as string),
  };
  return view as unknown as Request;
}
