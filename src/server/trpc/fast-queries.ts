import type { AnyRouter } from '@trpc/server';
import type { HTTPErrorHandler } from '@trpc/server/http';
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
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What both paths of the adapter (fastify-adapter.ts) need: the router, its context, its errors. */
export type QueryHandlers<TRouter extends AnyRouter, TContext> = {
  router: TRouter;
  createContext: (request: FastifyRequest) => Promise<TContext>;
  onError: (opts: {
    error: Parameters<HTTPErrorHandler<TRouter, Request>>[0]['error'];
    path: string | undefined;
  }) => void;
};

// The fast path for queries of fastify-adapter.ts (issue 17, docs/performance.md "Round 3").

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
export function queryPlan(
  router: AnyRouter,
  request: FastifyRequest,
  rawPath: string,
): QueryPlan | null {
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
export async function runQueries<TRouter extends AnyRouter, TContext>(
  plan: QueryPlan,
  request: FastifyRequest,
  options: QueryHandlers<TRouter, TContext>,
): Promise<{ status: number; body: string }> {
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
  const shaping = answerShaping(options.router, ctx, (call) =>
    inputRead ? call.input : undefined,
  );
  return answerOf(plan, results, shaping, options.onError);
}

type AnswerShaping = {
  serialise: (answer: TRPCResponse | TRPCResponse[]) => string;
  shapeOf: (error: TRPCError, call: QueryCall | undefined) => TRPCResponse;
};

/** How an answer is written: tRPC's serialisation and its error shape (the errorFormatter). */
function answerShaping<TContext>(
  router: AnyRouter,
  ctx: TContext | undefined,
  inputOf: (call: QueryCall) => unknown,
): AnswerShaping {
  const config = router._def._config as RootConfig<AnyRootTypes>;
  return {
    // Without a transformer (ours has none) tRPC's transformTRPCResponse only copies the answer.
    serialise: (answer) =>
      JSON.stringify(
        config.transformer === defaultTransformer ? answer : transformTRPCResponse(config, answer),
      ),
    shapeOf: (error, call) => ({
      error: getErrorShape<AnyRootTypes>({
        config,
        ctx,
        error,
        input: call ? inputOf(call) : undefined,
        path: call?.path,
        type: 'query',
      }) as TRPCErrorShape,
    }),
  };
}

/** The status and body of the calls' results, as resolveResponse writes them. */
function answerOf(
  plan: QueryPlan,
  results: CallResult[],
  { serialise, shapeOf }: AnswerShaping,
  onError: QueryHandlers<AnyRouter, unknown>['onError'],
): { status: number; body: string } {
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
    onError({ error, path: undefined });
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
export function sendQueries(reply: FastifyReply, answer: { status: number; body: string }) {
  return reply
    .status(answer.status)
    .header('content-type', 'application/json')
    .header('vary', 'trpc-accept, accept')
    .send(answer.body);
}
