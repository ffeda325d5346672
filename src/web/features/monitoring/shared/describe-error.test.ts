import { describe, expect, it } from 'vitest';
import { describeError, describeFieldError } from './describe-error';

describe('describeError', () => {
  it('shows the server message, a network hint or a fallback', () => {
    expect(describeError(new Error('Installer not found.'))).toBe('Installer not found.');
    expect(describeError(new Error('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(describeError('boom')).toBe('Something went wrong. Please try again.');
    expect(describeError(new Error('  '))).toBe('Something went wrong. Please try again.');
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
