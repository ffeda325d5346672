import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { readServerMessage } from './server-message';

const FALLBACK = 'Failed to create inspection. Please try again.';

function trpcError(message: string, code = 'BAD_REQUEST') {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { code, httpStatus: 400 } } },
  });
}

describe('readServerMessage', () => {
  it("shows the server's message when it answered", () => {
    expect(readServerMessage(trpcError('Policy ID is required'), FALLBACK)).toBe(
      'Policy ID is required',
    );
  });

  it('falls back for network failures, blank messages and non-errors', () => {
    expect(readServerMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(readServerMessage(new TRPCClientError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(readServerMessage(trpcError('  '), FALLBACK)).toBe(FALLBACK);
    expect(readServerMessage('boom', FALLBACK)).toBe(FALLBACK);
  });
});
