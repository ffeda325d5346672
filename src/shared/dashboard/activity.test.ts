import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity';

describe('describeActivity', () => {
  it('names the actor, the action and the record', () => {
    expect(
      describeActivity({
        actorName: 'Jane Smith',
        action: 'update',
        resource: 'inspection',
        details: { reference: 'INS-2026-000123', from: 'PENDING', to: 'PASSED' },
      }),
    ).toBe('Jane Smith updated inspection INS-2026-000123 (pending → passed)');
  });

  it('reads unknown actions and resources as words, and no actor as System', () => {
    expect(
      describeActivity({
        actorName: null,
        action: 'archive_all',
        resource: 'installer_note',
        details: null,
      }),
    ).toBe('System archive all installer note');
    expect(
      describeActivity({ actorName: 'Al', action: 'sign_in', resource: 'session', details: null }),
    ).toBe('Al signed in');
  });
});
