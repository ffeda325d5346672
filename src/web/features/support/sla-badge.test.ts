import { describe, expect, it } from 'vitest';
import { describeSla } from './sla-badge';

describe('describeSla', () => {
  it('says what is due, how long is left, or how late it is', () => {
    const base = { targetMinutes: 240, paused: false, state: 'on_track' as const };
    expect(describeSla({ ...base, target: 'first_response', minutesLeft: 200 })).toBe(
      '3h 20m left to respond',
    );
    expect(describeSla({ ...base, target: 'resolution', minutesLeft: -30, state: 'overdue' })).toBe(
      'Overdue by 30m to resolve',
    );
    expect(describeSla({ ...base, target: 'resolution', minutesLeft: 600, paused: true })).toBe(
      'Paused: 1d 2h left to resolve',
    );
  });
});
