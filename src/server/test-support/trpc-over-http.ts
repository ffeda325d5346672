import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInRequest, TEST_BASE_URL } from './test-app';

/**
 * Test support: calls through the real HTTP app (better-auth in the context),
 * carrying cookies like a browser. Used by the mfa and account integration tests (so it lives in test-support, not in either feature).
 */
let nextIp = 1;
/** A fresh client address per call, so better-auth's per-IP limits never trip inside a test run. */
export const freshIp = () => `198.51.100.${(nextIp++ % 250) + 1}`;

/** "name=value; ..." from a response's Set-Cookie headers, keeping cookies that were not expired. */
export function cookiesOf(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const header of [response.headers['set-cookie'] ?? []].flat()) {
    const pair = header.split(';')[0]!;
    const name = pair.split('=')[0]!;
    if (/max-age=0/i.test(header) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject(signInRequest(email, password, { ip: freshIp() }));
  return { response, cookie: cookiesOf(response), body: response.json<Record<string, unknown>>() };
}

type TrpcReply = {
  statusCode: number;
  data: unknown;
  error: { message: string; code: string } | null;
};

type TrpcBody = {
  result?: { data: unknown };
  error?: { message: string; data: { code: string } };
};

function toReply({ statusCode, body }: { statusCode: number; body: unknown }): TrpcReply {
  const { result, error } = body as TrpcBody;
  return {
    statusCode,
    data: result?.data,
    error: error ? { message: error.message, code: error.data.code } : null,
  };
}

export async function trpcQuery(app: FastifyInstance, cookie: string, path: string) {
  const response = await app.inject({ method: 'GET', url: `/trpc/${path}`, headers: { cookie } });
  return toReply({ statusCode: response.statusCode, body: response.json() });
}

/** Sent as a batch of one, as the web client does, so a call without input has a body too. */
export async function trpcMutation(
  app: FastifyInstance,
  cookie: string,
  path: string,
  input?: unknown,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/trpc/${path}?batch=1`,
    headers: { cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: JSON.stringify({ 0: input }),
  });
  const [first] = response.json<unknown[]>();
  return toReply({ statusCode: response.statusCode, body: first });
}

/** POST to a better-auth endpoint (the second sign-in step). */
export function authPost(app: FastifyInstance, cookie: string, path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    remoteAddress: freshIp(),
    headers: { cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}
