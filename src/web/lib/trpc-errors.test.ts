import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { getTrpcErrorCode, isRetryableError } from './trpc-errors';

function trpcError(code: string) {
  return new TRPCClientError('failed', {
    result: { error: { message: 'failed', code: -32001, data: { code, httpStatus: 401 } } },
  });
}

describe('getTrpcErrorCode', () => {
  it('reads the code from a tRPC error', () => {
    expect(getTrpcErrorCode(trpcError('UNAUTHORIZED'))).toBe('UNAUTHORIZED');
  });

  it('is null for anything else', () => {
    expect(getTrpcErrorCode(new Error('network down'))).toBeNull();
    expect(getTrpcErrorCode(new TRPCClientError('no data'))).toBeNull();
  });
});

describe('isRetryableError', () => {
  it('does not retry answers that cannot change', () => {
    expect(isRetryableError(trpcError('UNAUTHORIZED'))).toBe(false);
    expect(isRetryableError(trpcError('FORBIDDEN'))).toBe(false);
    expect(isRetryableError(trpcError('BAD_REQUEST'))).toBe(false);
  });

  it('retries server and network failures', () => {
    expect(isRetryableError(trpcError('INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
  });
});
