import type { ServerResponse } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse, type HTTPErrorHandler } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Options<TRouter extends AnyRouter, TContext> = {
  prefix: string;
  router: TRouter;
  createContext: (request: FastifyRequest) => Promise<TContext>;
  onError: (opts: {
    error: Parameters<HTTPErrorHandler<TRouter, Request>>[0]['error'];
    path: string | undefined;
  }) => void;
};

/**
 * tRPC under Fastify, as @trpc/server's fastifyTRPCPlugin does it, minus its per-request
 * costs that a JSON call does not need (issue 17, docs/performance.md):
 *
 * - A GET, or a POST of JSON (what httpBatchLink sends), is handed to tRPC's resolveResponse
 *   as a small view of the Fastify request (method, URL, header lookups, the JSON body Fastify
 *   already read) instead of a Fetch `Request` with a copy of every header, a body stream and
 *   two listeners on the socket. Its abort signal still fires when the client goes away.
 *   Anything else (multipart, octet streams) gets the Fetch `Request` as before.
 * - A JSON answer is sent as one string (one write, with its headers), so Fastify's hooks see a
 *   string whose length they know (compression's threshold applies) instead of a web stream
 *   read chunk by chunk. Streamed answers (jsonl, SSE) are still sent as streams.
 *
 * Routing, batching, errors and their status codes are tRPC's own (resolveResponse).
 */
export function registerTrpc<TRouter extends AnyRouter, TContext>(
  app: FastifyInstance,
  options: Options<TRouter, TContext>,
) {
  return app.register((scope, _opts, done) => {
    // The body reaches tRPC as text (JSON) or untouched (multipart), as with fastifyTRPCPlugin.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, parsed) =>
      parsed(null, body),
    );
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_r, body, parsed) => parsed(null, body));
    scope.all(`${options.prefix}/:path`, async (request, reply) => {
      const path = (request.params as { path: string }).path;
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
