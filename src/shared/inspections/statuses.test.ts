import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import {
  checkStatusTransition,
  INSPECTION_STATUSES,
  listAllowedNextStatuses,
  type InspectionStatus,
} from './statuses';

const ROLES: Role[] = ['ADMIN', 'COORDINATOR', 'INSPECTOR'];

describe('checkStatusTransition', () => {
  it.each([
    ['PENDING', 'IN_PROGRESS'],
    ['PENDING', 'PASSED'],
    ['PENDING', 'FAILED'],
    ['PENDING', 'REQUIRES_FOLLOW_UP'],
    ['PENDING', 'CANCELLED'],
    ['IN_PROGRESS', 'PENDING'],
    ['IN_PROGRESS', 'PASSED'],
    ['IN_PROGRESS', 'FAILED'],
    ['IN_PROGRESS', 'REQUIRES_FOLLOW_UP'],
    ['IN_PROGRESS', 'CANCELLED'],
    ['REQUIRES_FOLLOW_UP', 'IN_PROGRESS'],
    ['REQUIRES_FOLLOW_UP', 'PASSED'],
    ['REQUIRES_FOLLOW_UP', 'FAILED'],
    ['REQUIRES_FOLLOW_UP', 'CANCELLED'],
  ] as const)('allows %s -> %s for every role', (from, to) => {
    for (const role of ROLES) expect(checkStatusTransition(from, to, role)).toBeNull();
  });

  it.each([
    ['PENDING', 'Pending'],
    ['IN_PROGRESS', 'In Progress'],
    ['PASSED', 'Passed'],
    ['FAILED', 'Failed'],
    ['REQUIRES_FOLLOW_UP', 'Requires Follow-up'],
    ['CANCELLED', 'Cancelled'],
  ] as const)('refuses %s -> itself', (status, label) => {
    for (const role of ROLES) {
      expect(checkStatusTransition(status, status, role)).toBe(
        `The inspection is already ${label}.`,
      );
    }
  });

  it("says 'The inspection is already Pending.'", () => {
    expect(checkStatusTransition('PENDING', 'PENDING', 'ADMIN')).toBe(
      'The inspection is already Pending.',
    );
  });

  it('refuses Requires Follow-up -> Pending', () => {
    for (const role of ROLES) {
      expect(checkStatusTransition('REQUIRES_FOLLOW_UP', 'PENDING', role)).toBe(
        'An inspection cannot go from Requires Follow-up to Pending.',
      );
    }
  });

  describe('final statuses', () => {
    it.each([
      ['PASSED', 'Passed'],
      ['FAILED', 'Failed'],
      ['CANCELLED', 'Cancelled'],
    ] as const)('%s is final for coordinators and inspectors', (from, label) => {
      for (const role of ['COORDINATOR', 'INSPECTOR'] as const) {
        for (const to of INSPECTION_STATUSES.filter((s) => s !== from)) {
          expect(checkStatusTransition(from, to, role)).toBe(
            `A ${label} inspection is final. Only an administrator can reopen it.`,
          );
        }
      }
    });

    it("says 'A Passed inspection is final. Only an administrator can reopen it.'", () => {
      expect(checkStatusTransition('PASSED', 'PENDING', 'COORDINATOR')).toBe(
        'A Passed inspection is final. Only an administrator can reopen it.',
      );
    });

    it.each(['PASSED', 'FAILED', 'CANCELLED'] as const)(
      'an admin may reopen %s as an open status',
      (from) => {
        expect(checkStatusTransition(from, 'PENDING', 'ADMIN')).toBeNull();
        expect(checkStatusTransition(from, 'IN_PROGRESS', 'ADMIN')).toBeNull();
        expect(checkStatusTransition(from, 'REQUIRES_FOLLOW_UP', 'ADMIN')).toBeNull();
      },
    );

    it.each([
      ['PASSED', 'FAILED', 'Passed'],
      ['PASSED', 'CANCELLED', 'Passed'],
      ['FAILED', 'PASSED', 'Failed'],
      ['CANCELLED', 'PASSED', 'Cancelled'],
    ] as const)('an admin may not move %s to %s', (from, to, label) => {
      expect(checkStatusTransition(from, to, 'ADMIN')).toBe(
        `A ${label} inspection can only be reopened as Pending, In Progress or Requires Follow-up.`,
      );
    });
  });
});

describe('listAllowedNextStatuses', () => {
  const table: [InspectionStatus, Role, InspectionStatus[]][] = [
    [
      'PENDING',
      'INSPECTOR',
      ['IN_PROGRESS', 'PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP', 'CANCELLED'],
    ],
    [
      'IN_PROGRESS',
      'COORDINATOR',
      ['PENDING', 'PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP', 'CANCELLED'],
    ],
    ['REQUIRES_FOLLOW_UP', 'ADMIN', ['IN_PROGRESS', 'PASSED', 'FAILED', 'CANCELLED']],
    ['PASSED', 'COORDINATOR', []],
    ['FAILED', 'INSPECTOR', []],
    ['CANCELLED', 'COORDINATOR', []],
    ['PASSED', 'ADMIN', ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']],
    ['FAILED', 'ADMIN', ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']],
    ['CANCELLED', 'ADMIN', ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']],
  ];

  it.each(table)('from %s as %s', (from, role, expected) => {
    expect(listAllowedNextStatuses(from, role)).toEqual(expected);
  });
});
