import { describe, expect, it } from 'vitest';
import { dateForKey } from './calendar-keys';

describe('calendar keyboard', () => {
  it('moves by day, week, week edge and month', () => {
    const wed = '2026-11-25';
    expect(dateForKey('ArrowLeft', wed)).toBe('2026-11-24');
    expect(dateForKey('ArrowRight', wed)).toBe('2026-11-26');
    expect(dateForKey('ArrowUp', wed)).toBe('2026-11-18');
    expect(dateForKey('ArrowDown', wed)).toBe('2026-12-02');
    expect(dateForKey('Home', wed)).toBe('2026-11-23');
    expect(dateForKey('End', wed)).toBe('2026-11-29');
    expect(dateForKey('PageUp', '2026-03-31')).toBe('2026-02-28');
    expect(dateForKey('PageDown', wed)).toBe('2026-12-25');
    expect(dateForKey('a', wed)).toBeNull();
  });
});
