import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { describeError, describeFieldError, readFieldErrors } from './describe-error';

const INSPECTION_CONFLICT =
  'This inspection was changed by someone else. Reload to see the latest version.';
const NETWORK = 'Could not reach the server. Check your connection and try again.';
const FALLBACK = 'Something went wrong. Please try again.';
const CREATE_FAILED = 'Failed to create inspection. Please try again.';

function trpcError(code: string, message: string) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32000, data: { code, httpStatus: 400 } } },
  });
}

describe('describeError', () => {
  it("shows a stale-version conflict in the server's words (the inspection pages' reload advice)", () => {
    expect(describeError(trpcError('CONFLICT', INSPECTION_CONFLICT))).toEqual({
      message: INSPECTION_CONFLICT,
      code: 'CONFLICT',
      isConflict: true,
      isNotFound: false,
    });
    expect(
      describeError(trpcError('CONFLICT', 'A user with this e-mail already exists.')).message,
    ).toBe('A user with this e-mail already exists.');
  });

  it('gives generic reload advice for a conflict the server did not explain', () => {
    expect(describeError(trpcError('CONFLICT', ' '))).toEqual({
      message: 'This record was changed by someone else. Reload to see the latest version.',
      code: 'CONFLICT',
      isConflict: true,
      isNotFound: false,
    });
  });

  it("keeps the server's message and flags NOT_FOUND", () => {
    expect(describeError(trpcError('BAD_REQUEST', 'Completion date is required')).message).toBe(
      'Completion date is required',
    );
    expect(describeError(trpcError('NOT_FOUND', 'Inspection not found'))).toEqual({
      message: 'Inspection not found',
      code: 'NOT_FOUND',
      isConflict: false,
      isNotFound: true,
    });
    expect(describeError(new Error('Installer not found.')).message).toBe('Installer not found.');
    expect(describeError(new Error('You cannot delete your own account.')).message).toBe(
      'You cannot delete your own account.',
    );
  });

  it('explains a network failure in plain words', () => {
    expect(describeError(new TRPCClientError('Failed to fetch')).message).toBe(NETWORK);
    expect(describeError(new Error('Failed to fetch')).message).toBe(NETWORK);
    expect(
      describeError(new TypeError('NetworkError when attempting to fetch resource.')).message,
    ).toBe(NETWORK);
    expect(describeError(new TypeError('Network request failed')).code).toBeNull();
  });

  it('falls back for errors without a message', () => {
    expect(describeError(new Error('')).message).toBe(FALLBACK);
    expect(describeError(new Error('  ')).message).toBe(FALLBACK);
    expect(describeError('boom').message).toBe(FALLBACK);
    expect(describeError('x').message).toBe(FALLBACK);
  });

  it("uses the screen's own fallback for failures the server did not explain", () => {
    expect(
      describeError(trpcError('BAD_REQUEST', 'Policy ID is required'), { fallback: CREATE_FAILED })
        .message,
    ).toBe('Policy ID is required');
    expect(
      describeError(new TypeError('Failed to fetch'), { fallback: CREATE_FAILED }).message,
    ).toBe(CREATE_FAILED);
    expect(
      describeError(new TRPCClientError('Failed to fetch'), { fallback: CREATE_FAILED }).message,
    ).toBe(CREATE_FAILED);
    expect(describeError(trpcError('BAD_REQUEST', '  '), { fallback: CREATE_FAILED }).message).toBe(
      CREATE_FAILED,
    );
    expect(describeError('boom', { fallback: CREATE_FAILED }).message).toBe(CREATE_FAILED);
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

describe('describeFieldError', () => {
  it('reads an empty number box as required and keeps schema messages', () => {
    expect(describeFieldError('Volume threshold', { type: 'invalid_type', message: 'x' })).toBe(
      'Volume threshold is required',
    );
    expect(
      describeFieldError('Volume threshold', {
        type: 'too_small',
        message: 'Volume threshold must be at least 1',
      }),
    ).toBe('Volume threshold must be at least 1');
    expect(describeFieldError('Volume threshold', undefined)).toBeUndefined();
  });
});
