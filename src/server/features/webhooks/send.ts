import { Webhook } from 'standardwebhooks';
import { resolvedAddressProblem } from './url-policy';

export const SEND_TIMEOUT_MS = 10_000;
export const BODY_HEAD_BYTES = 1024;

export type AttemptOutcome = {
  isDelivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseBodyHead: string;
};

/** The first 1 KB of a reply, without reading the rest of a large one. */
async function readBodyHead(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks).subarray(0, BODY_HEAD_BYTES);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No reply within ${SEND_TIMEOUT_MS / 1000} seconds`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `Could not connect (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One POST under the Standard Webhooks specification: webhook-id (the delivery's id, the same
 * on every retry, so a receiver can drop repeats), webhook-timestamp and webhook-signature
 * (v1,<base64 HMAC-SHA256>), signed by the reference library at the moment of sending.
 * Redirects are not followed (a 3xx is a failure), so a receiver cannot bounce it inside.
 */
export async function sendSigned(
  target: { url: string; secret: string },
  message: { id: string; body: string },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = await resolvedAddressProblem(target.url).catch(describeFailure);
  if (refused) {
    return {
      isDelivered: false,
      statusCode: null,
      error: refused,
      durationMs: elapsed(),
      responseBodyHead: '',
    };
  }
  const signedAt = new Date();
  const signature = new Webhook(target.secret).sign(message.id, signedAt, message.body);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'InspectHub-Webhooks/1',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: message.body,
    });
    const responseBodyHead = await readBodyHead(response);
    const isDelivered = response.status >= 200 && response.status < 300;
    return {
      isDelivered,
      statusCode: response.status,
      error: isDelivered ? null : `HTTP ${response.status}`,
      durationMs: elapsed(),
      responseBodyHead,
    };
  } catch (error) {
    return {
      isDelivered: false,
      statusCode: null,
      error: describeFailure(error),
      durationMs: elapsed(),
      responseBodyHead: '',
    };
  }
}
