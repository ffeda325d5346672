import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LATE_MESSAGE,
  caseClosureDueAt,
  isSubmittedLate,
  lateAcceptRefusal,
  OverrideLateRemediationInput,
  reviewDueAt,
} from './remediation-review';

describe('remediation review window, case closure and lateness', () => {
  it('gives staff the review window from the submission (14 days by default)', () => {
    const submitted = new Date('2026-03-02T15:30:00Z');
    expect(reviewDueAt(submitted, { reviewWindowDays: 14 }).toISOString()).toBe(
      '2026-03-16T15:30:00.000Z',
    );
    expect(reviewDueAt(submitted, { reviewWindowDays: 5 }).toISOString()).toBe(
      '2026-03-07T15:30:00.000Z',
    );
  });

  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
    ['2026-11-30T09:00:00.000Z', '2027-02-28T09:00:00.000Z'],
    ['2027-11-30T09:00:00.000Z', '2028-02-29T09:00:00.000Z'],
    ['2026-10-31T23:30:00.000Z', '2027-01-31T23:30:00.000Z'],
    ['2026-12-31T12:00:00.000Z', '2027-03-31T12:00:00.000Z'],
  ])('closes a case notified %s by %s (3 calendar months)', (failedAt, due) => {
    expect(caseClosureDueAt(failedAt).toISOString()).toBe(due);
  });

  it('marks late only after the deadline: exactly at it is in time', () => {
    const due = new Date('2026-04-15T10:00:00Z');
    expect(isSubmittedLate(new Date(due), due)).toBe(false);
    expect(isSubmittedLate(new Date(due.getTime() - 1), due)).toBe(false);
    expect(isSubmittedLate(new Date(due.getTime() + 1), due)).toBe(true);
  });

  it('refuses acceptance of a late remediation until it is overridden', () => {
    const row = {
      remediationDueAt: new Date('2026-04-15T10:00:00Z'),
      evidenceSubmittedAt: new Date('2026-04-16T10:00:00Z'),
      submittedLate: true,
      lateOverriddenAt: null,
    };
    expect(lateAcceptRefusal(row)).toBe(ACCEPT_LATE_MESSAGE(row.remediationDueAt));
    expect(lateAcceptRefusal(row)).toContain('(15 Apr 2026, 11:00)');
    expect(lateAcceptRefusal({ ...row, lateOverriddenAt: new Date() })).toBeNull();
    expect(lateAcceptRefusal({ ...row, submittedLate: false })).toBeNull();
    expect(lateAcceptRefusal({ ...row, evidenceSubmittedAt: null })).toBeNull();
  });

  it('needs a reason to override', () => {
    const base = { inspectionId: '0b7e6a3e-1f1c-4b5e-9d7a-2c1e3f4a5b6c', itemId: 'EWI.3' };
    const result = OverrideLateRemediationInput.safeParse({ ...base, reason: '  ' });
    expect(result.error?.issues[0]?.message).toBe(
      'Give the reason for accepting this late remediation',
    );
    expect(OverrideLateRemediationInput.parse({ ...base, reason: ' Storm damage ' }).reason).toBe(
      'Storm damage',
    );
  });
});
