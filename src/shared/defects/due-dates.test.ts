import { describe, expect, it } from 'vitest';
import { defaultTenantSetting } from '../settings/index';
import { defaultDefectDueDate, endOfLondonDay, isDefectOverdue } from './due-dates';

const settings = defaultTenantSetting('defects');
const raised = new Date('2026-03-02T10:15:00Z');

describe('defaultDefectDueDate', () => {
  it('gives a critical (health and safety) defect 24 hours by default', () => {
    expect(defaultDefectDueDate('critical', raised, settings).toISOString()).toBe(
      '2026-03-03T10:15:00.000Z',
    );
  });

  it('gives every other severity 8 weeks by default', () => {
    for (const severity of ['low', 'medium', 'high'] as const) {
      expect(defaultDefectDueDate(severity, raised, settings).toISOString()).toBe(
        '2026-04-27T10:15:00.000Z',
      );
    }
  });

  it('follows the tenant setting', () => {
    const custom = { criticalDueHours: 4, otherDueWeeks: 2 };
    expect(defaultDefectDueDate('critical', raised, custom).toISOString()).toBe(
      '2026-03-02T14:15:00.000Z',
    );
    expect(defaultDefectDueDate('low', raised, custom).toISOString()).toBe(
      '2026-03-16T10:15:00.000Z',
    );
  });
});

describe('isDefectOverdue', () => {
  const due = '2026-03-03T10:15:00.000Z';
  it('is overdue when not resolved and the due date has passed', () => {
    expect(
      isDefectOverdue({ status: 'open', dueDate: due }, new Date('2026-03-03T10:15:00.001Z')),
    ).toBe(true);
    expect(
      isDefectOverdue({ status: 'in-progress', dueDate: due }, new Date('2026-04-01T00:00:00Z')),
    ).toBe(true);
  });
  it('is not overdue at or before the due moment, or once resolved', () => {
    expect(isDefectOverdue({ status: 'open', dueDate: due }, new Date(due))).toBe(false);
    expect(
      isDefectOverdue({ status: 'resolved', dueDate: due }, new Date('2027-01-01T00:00:00Z')),
    ).toBe(false);
  });
});

describe('endOfLondonDay', () => {
  it('is 23:59:59.999 UK time in GMT and in BST', () => {
    expect(endOfLondonDay('2026-01-15').toISOString()).toBe('2026-01-15T23:59:59.999Z');
    expect(endOfLondonDay('2026-07-15').toISOString()).toBe('2026-07-15T22:59:59.999Z');
  });
});
