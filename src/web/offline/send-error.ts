import { TRPCClientError } from '@trpc/client';

/**
 * Why a change was not sent. `network`: no answer, a timeout, too many requests or a server
 * fault: the entry waits and is tried again. `signed-out`: the session ended; it waits for the
 * next sign-in. `refused`: the server said no (permission, validation, a cancelled inspection):
 * the entry keeps the server's message for the inspector.
 */
export class SendError extends Error {
  constructor(
    readonly kind: 'network' | 'signed-out' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

const RETRIED_STATUSES = new Set([408, 425, 429]);

/** The kind of failure of a call of the server, from its HTTP status (none: the network). */
export function sendErrorOf(status: number | undefined, message: string): SendError {
  if (status === undefined || status >= 500 || RETRIED_STATUSES.has(status))
    return new SendError('network', message);
  if (status === 401) return new SendError('signed-out', message);
  return new SendError('refused', message);
}

/** A tRPC client's error as a SendError (an error without the server's data never reached it). */
export function toSendError(error: unknown): SendError {
  if (error instanceof SendError) return error;
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    return sendErrorOf(data?.httpStatus, error.message);
  }
  return new SendError('network', error instanceof Error ? error.message : String(error));
}
