import { describe, expect, it } from 'vitest';
import {
  buildStatusPayload,
  formatLocalIsoDate,
  listStatusOptions,
  optionsFromMoves,
  needsCompletionDate,
} from './status-form';

const ID = '0b7e6f9a-3c1d-4e2f-8a9b-1c2d3e4f5a6b';

describe('listStatusOptions', () => {
  it('offers the current status first among the allowed moves, in catalogue order', () => {
    expect(listStatusOptions('PENDING', 'INSPECTOR')).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'PASSED',
      'FAILED',
      'REQUIRES_FOLLOW_UP',
      'CANCELLED',
    ]);
    expect(listStatusOptions('REQUIRES_FOLLOW_UP', 'COORDINATOR')).toEqual([
      'IN_PROGRESS',
      'PASSED',
      'FAILED',
      'REQUIRES_FOLLOW_UP',
      'CANCELLED',
    ]);
  });

  it('lets only an administrator reopen a final inspection', () => {
    expect(listStatusOptions('PASSED', 'INSPECTOR')).toEqual(['PASSED']);
    expect(listStatusOptions('PASSED', 'ADMIN')).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'PASSED',
      'REQUIRES_FOLLOW_UP',
    ]);
  });

  it('offers only the current status until the role is known', () => {
    expect(listStatusOptions('IN_PROGRESS', null)).toEqual(['IN_PROGRESS']);
  });
});

describe('formatLocalIsoDate', () => {
  it('uses the local calendar date, padded', () => {
    expect(formatLocalIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatLocalIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('buildStatusPayload', () => {
  it('sends the completion date only for Passed or Failed', () => {
    const values = { completionNotes: 'ok', completedDate: '2026-03-01' };
    expect(needsCompletionDate('PASSED')).toBe(true);
    expect(buildStatusPayload(ID, 3, { ...values, status: 'FAILED' })).toEqual({
      id: ID,
      status: 'FAILED',
      completionNotes: 'ok',
      completedDate: '2026-03-01',
      expectedVersion: 3,
    });
    expect(buildStatusPayload(ID, 3, { ...values, status: 'IN_PROGRESS' })).toEqual({
      id: ID,
      status: 'IN_PROGRESS',
      completionNotes: 'ok',
      expectedVersion: 3,
    });
  });
});

describe('optionsFromMoves', () => {
  it('offers the current status and the allowed moves, and lists the refused ones with why', () => {
    const refusedPass = {
      status: 'PASSED' as const,
      allowed: false,
      reason: 'Passed is not possible while an item is answered Fail (CWI.2).',
      needsSignature: false,
    };
    const result = optionsFromMoves('IN_PROGRESS', [
      refusedPass,
      { status: 'FAILED', allowed: true, reason: null, needsSignature: true },
      { status: 'PENDING', allowed: true, reason: null, needsSignature: false },
    ]);
    expect(result.options).toEqual(['PENDING', 'IN_PROGRESS', 'FAILED']);
    expect(result.refused).toEqual([refusedPass]);
  });
});
