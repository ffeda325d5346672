import { Readable } from 'node:stream';
import { BODIES, ENCODINGS, type Payload } from './bodies';
import { bodyMethod, type Case } from './case';
import { asText, withQuery } from './requests';
import { isTrpc, type Target } from './targets';

/** A tRPC body goes out as a batch of one (as the web app sends it) or alone, by name. */
function trpcBody(target: Target, name: string, body: string | Buffer) {
  const batch = name.length % 2 === 0 && typeof body === 'string';
  return batch
    ? { url: withQuery(target.url, 'batch=1'), body: `{"0":${body}}` }
    : { url: target.url, body };
}

/** Each body as a GET's input (alone and in a batch) and as a POST in every encoding. */
export function bodyCases(): Case[] {
  const cases: Case[] = [];
  for (const [bodyName, body] of Object.entries(BODIES)) {
    cases.push({
      name: `get-input:${bodyName}`,
      applies: (t) => t.method === 'GET' || isTrpc(t),
      request: (t) => ({
        method: 'GET',
        url: withQuery(t.url, `input=${encodeURIComponent(asText(body()))}`),
      }),
    });
    cases.push({
      name: `get-batch-input:${bodyName}`,
      applies: isTrpc,
      request: (t) => ({
        method: 'GET',
        url: withQuery(t.url, `batch=1&input=${encodeURIComponent(`{"0":${asText(body())}}`)}`),
      }),
    });
    for (const [encodingName, encode] of Object.entries(ENCODINGS)) {
      const name = `body:${bodyName}:${encodingName}`;
      // Encoded once for tRPC (which may wrap it in a batch) and once for the rest; a stream
      // can be read only once, so it is made again each time.
      const encoded = new Map<boolean, Payload>();
      cases.push({
        name,
        applies: () => true,
        request: (t) => {
          const sent = isTrpc(t) ? trpcBody(t, name, body()) : { url: t.url, body: body() };
          let payload = encoded.get(isTrpc(t));
          if (!payload) {
            payload = encode(sent.body);
            if (!(payload.payload instanceof Readable)) encoded.set(isTrpc(t), payload);
          }
          return { method: bodyMethod(t), url: sent.url, ...payload };
        },
      });
    }
  }
  return cases;
}
