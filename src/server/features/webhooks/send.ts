import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { addressToSend, type Resolver, systemResolver } from './pinned-address';

export const SEND_TIMEOUT_MS = 10_000;
export const BODY_HEAD_BYTES = 1024;

export type AttemptOutcome = {
  isDelivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseBodyHead: string;
};

export type SendOptions = { resolve?: Resolver };

/** The first 1 KB of a reply, without reading the rest of a large one. */
function readBodyHead(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.destroy();
      const bytes = Buffer.concat(chunks).subarray(0, BODY_HEAD_BYTES);
      resolve(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= BODY_HEAD_BYTES) done();
    });
    response.on('end', done);
    response.on('error', done);
  });
}

function describeFailure(error: unknown): string {
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError') {
    return `No reply within ${SEND_TIMEOUT_MS / 1000} seconds`;
  }
  if (code) return `Could not connect (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Answers every lookup of the connection with the one address already checked: the socket
 * never asks DNS again. Node asks with `all: true` when it tries families in turn.
 */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else callback(null, address, family);
  };
}

/** One POST to the pinned address; redirects are never followed (a 3xx is a failure). */
function post(
  url: URL,
  pinned: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
): Promise<{ statusCode: number; head: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(pinned.address, pinned.family),
        // A fresh connection each time: a pooled socket would skip the check above.
        agent: false,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        void readBodyHead(response).then((head) =>
          resolve({ statusCode: response.statusCode ?? 0, head }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * One POST under the Standard Webhooks specification: webhook-id (the delivery's id, the same
 * on every retry, so a receiver can drop repeats), webhook-timestamp and webhook-signature
 * (v1,<base64 HMAC-SHA256>), signed by the reference library at the moment of sending. The
 * address is checked and pinned first (pinned-address.ts); a refusal is an attempt's error.
 */
export async function sendSigned(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  options: SendOptions = {},
): Promise<AttemptOutcome> {
  const started = performance.now();
  const outcome = (fields: Partial<AttemptOutcome>): AttemptOutcome => ({
    isDelivered: false,
    statusCode: null,
    error: null,
    responseBodyHead: '',
    ...fields,
    durationMs: Math.round(performance.now() - started),
  });
  const pinned = await addressToSend(target.url, options.resolve ?? systemResolver);
  if (!pinned.ok) return outcome({ error: pinned.error });
  const signedAt = new Date();
  const signature = new Webhook(target.secret).sign(message.id, signedAt, message.body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'InspectHub-Webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
  try {
    const reply = await post(new URL(target.url), pinned, headers, message.body);
    const isDelivered = reply.statusCode >= 200 && reply.statusCode < 300;
    return outcome({
      isDelivered,
      statusCode: reply.statusCode,
      error: isDelivered ? null : `HTTP ${reply.statusCode}`,
      responseBodyHead: reply.head,
    });
  } catch (error) {
    return outcome({ error: describeFailure(error) });
  }
}
