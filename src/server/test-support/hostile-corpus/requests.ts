import type { InjectOptions } from 'fastify';
import type { FuzzServer } from '../mutation-fuzz';
import { TEST_BASE_URL } from '../test-app';

/** How the corpus writes a request: multipart by hand, a query appended, an identity's headers. */

/** A request a case sends, before the identity's headers and a fresh client address. */
export type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

export const asText = (body: string | Buffer) =>
  typeof body === 'string' ? body : body.toString('latin1');

/** Multipart by hand, so it can be as wrong as a client may make it. */
export function multipart(
  boundary: string,
  parts: { headers: string[]; body: string | Buffer }[],
  terminate = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body) : part.body);
    chunks.push(Buffer.from('\r\n'));
  }
  if (terminate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const field = (name: string, value: string | Buffer) => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
});
export const filePart = (
  name: string,
  fileName: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${fileName}"`,
    `Content-Type: ${type}`,
  ],
  body: bytes,
});

export const BOUNDARY = '----hostile-corpus-boundary';

export const withQuery = (url: string, query: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${query}`;

export type Identity = 'anonymous' | 'admin' | 'forged';

let addressCounter = 0;
/** A client address per request (10.x.y.z), so no per-address limit ever trips. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const FORGED = {
  cookie: `better-auth.session_token=${'Zm9yZ2Vk'.repeat(8)}.${'c2lnbmF0dXJl'.repeat(4)}`,
  authorization: `Bearer ${'Zm9yZ2Vk'.repeat(8)}`,
};

/** The request as `identity` sends it: origin, session (or none, or a forged one), an address. */
export function withIdentity(
  server: FuzzServer,
  identity: Identity,
  request: Request,
): InjectOptions {
  const session =
    identity === 'admin' ? { cookie: server.cookie } : identity === 'forged' ? FORGED : {};
  return {
    ...request,
    remoteAddress: nextAddress(),
    headers: { origin: TEST_BASE_URL, ...session, ...request.headers },
  };
}
