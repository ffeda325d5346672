import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE, describeError, readFieldErrors } from './describe-error';

function trpcError(code: string, message: string) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32000, data: { code, httpStatus: 400 } } },
  });
}

describe('describeError', () => {
  it('replaces a stale-version conflict with the reload advice', () => {
    expect(describeError(trpcError('CONFLICT', 'Version mismatch'))).toEqual({
      message: CONFLICT_MESSAGE,
      isConflict: true,
      isNotFound: false,
    });
  });

  it("keeps the server's message and flags NOT_FOUND", () => {
    expect(describeError(trpcError('BAD_REQUEST', 'Completion date is required')).message).toBe(
      'Completion date is required',
    );
    expect(describeError(trpcError('NOT_FOUND', 'Inspection not found')).isNotFound).toBe(true);
  });

  it('explains a network failure in plain words', () => {
    expect(describeError(new TRPCClientError('Failed to fetch')).message).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(
      describeError(new TypeError('NetworkError when attempting to fetch resource.')).message,
    ).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('falls back for errors without a message', () => {
    expect(describeError(new Error('')).message).toBe('Something went wrong. Please try again.');
    expect(describeError('boom').message).toBe('Something went wrong. Please try again.');
  });
});

describe('readFieldErrors', () => {
  it('reads the field messages of a BAD_REQUEST', () => {
    const error = new TRPCClientError('Preferred time format is invalid', {
      result: {
        error: {
          message: 'Preferred time format is invalid',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            fieldErrors: { scheduledTime: 'Preferred time format is invalid' },
          },
        },
      },
    });
    expect(readFieldErrors(error)).toEqual({ scheduledTime: 'Preferred time format is invalid' });
  });

  it('is empty for anything else', () => {
    expect(readFieldErrors(new Error('x'))).toEqual({});
    expect(readFieldErrors(trpcError('CONFLICT', 'stale'))).toEqual({});
    expect(readFieldErrors(null)).toEqual({});
  });
});
