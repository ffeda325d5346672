import type { ServerResponse } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse, type HTTPErrorHandler } from '@trpc/server/http';
import {
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  TRPCError,
  type AnyProcedure,
  type AnyRootTypes,
  type RootConfig,
  type TRPCErrorShape,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Options<TRouter extends AnyRouter, TContext> = {
  prefix: string;
  router: TRouter;
  createContext: (request: FastifyRequest) => Promise<TContext>;
  onError: (opts: {
    error: Parameters<HTTPErrorHandler<TRouter, Request>>[0]['error'];
    path: string | undefined;
  }) => void;
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

// ---------------------------------------------------------------------------------------------
// The fast path for queries (issue 17, docs/performance.md "Round 3").

type QueryCall = { path: string; procedure: AnyProcedure; input: unknown };
type QueryPlan = { isBatch: boolean; calls: QueryCall[] };
type CallResult = [TRPCError, undefined] | [undefined, unknown];

/**
 * The calls of a GET that the adapter answers itself, or null for resolveResponse. Only what
 * resolveResponse would treat as plain JSON queries qualifies: every path a query procedure of the
 * router (no lazy routers, no mutation, no subscription, no unknown path), a path and an `input`
 * that decode, a batch's input an object, no `connectionParams`, no content-type on the request
 * (multipart or octet-stream by GET are refused by tRPC), no streaming asked for
 * (`trpc-accept: application/jsonl` or an Accept listing it). Anything else, including every
 * error tRPC raises before a procedure runs, is left to resolveResponse, so it stays tRPC's.
 */
function queryPlan(router: AnyRouter, request: FastifyRequest, rawPath: string): QueryPlan | null {
  const headers = request.headers;
  if (headers['content-type'] !== undefined) return null;
  const trpcAccept = headerValue(headers['trpc-accept']);
  if (trpcAccept !== undefined) {
    if (trpcAccept === 'application/jsonl') return null;
  } else {
    const accept = headerValue(headers.accept);
    if (accept?.split(',').some((type) => type.trim() === 'application/jsonl')) return null;
  }
  const url = request.url;
  if (url.includes('#')) return null;
  const searchParams = queryOf(url);
  if (searchParams.has('connectionParams')) return null;
  const config = router._def._config;
  try {
    const path = decodeURIComponent(rawPath);
    const isBatch = searchParams.get('batch') === '1';
    const paths = isBatch ? path.split(',') : [path];
    const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
    const calls: QueryCall[] = [];
    for (const one of paths) {
      const procedure = Object.hasOwn(procedures, one) ? procedures[one] : undefined;
      if (!procedure || procedure._def.type !== 'query') return null;
      calls.push({ path: one, procedure, input: undefined });
    }
    const queryInput = searchParams.get('input');
    const inputs: unknown = queryInput ? JSON.parse(queryInput) : undefined;
    if (inputs !== undefined) {
      const deserialize = (value: unknown): unknown => config.transformer.input.deserialize(value);
      if (!isBatch) calls[0]!.input = deserialize(inputs);
      else {
        if (!isObject(inputs)) return null;
        calls.forEach((call, index) => {
          const input = inputs[index];
          if (input !== undefined) call.input = deserialize(input);
        });
      }
    }
    return { isBatch, calls };
  } catch {
    return null; // a path or input that does not decode: tRPC's own BAD_REQUEST / PARSE_ERROR
  }
}

/**
 * The query string as resolveResponse reads it (`new URL(...).searchParams`: '+' is a space, the
 * first of repeated names wins), without a URLSearchParams per call (1.5% of a call on Node 20).
 * A component that does not decode (a malformed escape, bytes that are not UTF-8) is left to
 * URLSearchParams itself, whose lenient decoding is then the one used.
 */
function queryOf(url: string): { has(name: string): boolean; get(name: string): string | null } {
  const mark = url.indexOf('?');
  const params = new Map<string, string>();
  if (mark < 0) return { has: () => false, get: () => null };
  const query = url.slice(mark + 1);
  try {
    for (const pair of query.split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq));
      if (!params.has(name)) params.set(name, eq < 0 ? '' : decodeComponent(pair.slice(eq + 1)));
    }
  } catch {
    return new URLSearchParams(query);
  }
  return { has: (name) => params.has(name), get: (name) => params.get(name) ?? null };
}

const decodeComponent = (text: string) =>
  decodeURIComponent(text.includes('+') ? text.replaceAll('+', ' ') : text);

function headerValue(value: string | string[] | undefined) {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * What resolveResponse does for JSON queries, minus its per-call Headers, Response,
 * AbortControllers and AbortSignal.any: the context made once, each procedure called, each
 * failure reported to onError and shaped by the router's errorFormatter, the status by tRPC's own
 * rule (getHTTPStatusCode: the one status of every item, else 207), the body as tRPC writes it.
 *
 * Procedures get no abort signal (`signal: undefined`): none of ours reads one, and a query that
 * has started runs to its end even if the client leaves (its answer is then dropped), as it did
 * in practice before: resolveResponse's signal only reached procedures that looked at it.
 */
async function runQueries<TRouter extends AnyRouter, TContext>(
  plan: QueryPlan,
  request: FastifyRequest,
  options: Options<TRouter, TContext>,
): Promise<{ status: number; body: string }> {
  const config = options.router._def._config as RootConfig<AnyRootTypes>;
  let ctx: TContext | undefined;
  let contextError: TRPCError | undefined;
  try {
    ctx = await options.createContext(request);
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }
  // tRPC reads the batch's input once for all calls; a call's input is known to onError and the
  // error formatter only once some call has read it.
  let inputRead = false;
  const inputOf = (call: QueryCall) => (inputRead ? call.input : undefined);
  const results = await Promise.all(
    plan.calls.map(async (call, batchIndex): Promise<CallResult> => {
      try {
        if (contextError) throw contextError;
        const data: unknown = await call.procedure({
          path: call.path,
          getRawInput: () => {
            inputRead = true;
            return Promise.resolve(call.input);
          },
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex,
        });
        return [undefined, data];
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path: call.path });
        return [error, undefined];
      }
    }),
  );
  // Without a transformer (ours has none) tRPC's transformTRPCResponse only copies the answer.
  const serialise = (answer: TRPCResponse | TRPCResponse[]) =>
    JSON.stringify(
      config.transformer === defaultTransformer ? answer : transformTRPCResponse(config, answer),
    );
  const shapeOf = (error: TRPCError, call: QueryCall | undefined): TRPCResponse => ({
    error: getErrorShape<AnyRootTypes>({
      config,
      ctx,
      error,
      input: call ? inputOf(call) : undefined,
      path: call?.path,
      type: 'query',
    }) as TRPCErrorShape,
  });
  try {
    if (!plan.isBatch) {
      const [error, data] = results[0]!;
      if (!error && isDataStream(data)) throw streamRefused();
      const item: TRPCResponse = error ? shapeOf(error, plan.calls[0]) : { result: { data } };
      return {
        status: getHTTPStatusCode([item]),
        body: serialise(item),
      };
    }
    const items = results.map(([error, data], index): TRPCResponse => {
      const call = plan.calls[index]!;
      if (error) return shapeOf(error, call);
      if (isDataStream(data)) return shapeOf(streamRefused(), call); // per item, no onError
      return { result: { data } };
    });
    return {
      status: getHTTPStatusCode(items),
      body: serialise(items),
    };
  } catch (cause) {
    // resolveResponse's last resort (an answer that does not serialise, a formatter that throws).
    const error = getTRPCErrorFromUnknown(cause);
    options.onError({ error, path: undefined });
    const item = shapeOf(error, undefined);
    return {
      status: getHTTPStatusCode(item),
      body: serialise(item),
    };
  }
}

const streamRefused = () =>
  new TRPCError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  });

/** resolveResponse's isDataStream: what only a streaming link can carry. */
function isDataStream(value: unknown) {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

/** The headers resolveResponse sets on a JSON answer (the router has no responseMeta). */
function sendQueries(reply: FastifyReply, answer: { status: number; body: string }) {
  return reply
    .status(answer.status)
    .header('content-type', 'application/json')
    .header('vary', 'trpc-accept, accept')
    .send(answer.body);
}
