import { TRPCError } from '@trpc/server';

// Upload routes answer refusals with an HTTP status, procedures with a tRPC
// error: one error type carries the status, asTrpc converts it.

export class EvidenceRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'EvidenceRefusedError';
  }
}

/** Refusals as tRPC errors, for the procedures. */
export async function asTrpc<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof EvidenceRefusedError) {
      const code =
        error.statusCode === 404
          ? 'NOT_FOUND'
          : error.statusCode === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
      throw new TRPCError({ code, message: error.message });
    }
    throw error;
  }
}
