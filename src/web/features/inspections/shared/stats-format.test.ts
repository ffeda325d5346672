import { describe, expect, it } from 'vitest';
import { formatPassRate } from './stats-format';

describe('formatPassRate', () => {
  it('shows one decimal place', () => {
    expect(formatPassRate(87.5)).toBe('87.5%');
    expect(formatPassRate(100)).toBe('100.0%');
    expect(formatPassRate(0)).toBe('0.0%');
  });

  it("is 'N/A' when nothing has been completed", () => {
    expect(formatPassRate(null)).toBe('N/A');
    expect(formatPassRate(undefined)).toBe('N/A');
  });
});
