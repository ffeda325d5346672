import { describe, expect, it } from 'vitest';
import { canCompleteFollowup, effectiveFollowupStatus, priorityForSeverity } from './rules';

describe('effectiveFollowupStatus', () => {
  const dueDate = '2026-05-01T23:59:59.999Z';
  it('reads a pending item past its due date as overdue before the job has run', () => {
    expect(
      effectiveFollowupStatus({ status: 'pending', dueDate }, new Date('2026-05-02T00:00:00Z')),
    ).toBe('overdue');
  });
  it('keeps pending until then, and completed and overdue as stored', () => {
    expect(
      effectiveFollowupStatus({ status: 'pending', dueDate }, new Date('2026-05-01T12:00:00Z')),
    ).toBe('pending');
    expect(
      effectiveFollowupStatus({ status: 'completed', dueDate }, new Date('2027-01-01T00:00:00Z')),
    ).toBe('completed');
    expect(
      effectiveFollowupStatus({ status: 'overdue', dueDate }, new Date('2026-01-01T00:00:00Z')),
    ).toBe('overdue');
  });
});

describe('canCompleteFollowup', () => {
  it('allows pending and overdue items only', () => {
    expect(canCompleteFollowup('pending')).toBe(true);
    expect(canCompleteFollowup('overdue')).toBe(true);
    expect(canCompleteFollowup('completed')).toBe(false);
  });
});

describe('priorityForSeverity', () => {
  it('maps critical and high to high, the rest to themselves', () => {
    expect(priorityForSeverity('critical')).toBe('high');
    expect(priorityForSeverity('high')).toBe('high');
    expect(priorityForSeverity('medium')).toBe('medium');
    expect(priorityForSeverity('low')).toBe('low');
  });
});
