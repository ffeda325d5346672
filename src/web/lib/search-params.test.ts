import { describe, expect, it } from 'vitest';
import { applyParamPatch, readOption, readPositiveInt } from './search-params';

describe('readPositiveInt', () => {
  it('accepts positive whole numbers', () => {
    expect(readPositiveInt('3')).toBe(3);
    expect(readPositiveInt('120')).toBe(120);
  });

  it('falls back for missing, zero, negative, decimal or junk values', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '2e3', '99999999999999999999']) {
      expect(readPositiveInt(value)).toBe(1);
    }
  });
});

describe('readOption', () => {
  const options = ['all', 'pending'] as const;
  it('keeps a known value and replaces anything else', () => {
    expect(readOption('pending', options, 'all')).toBe('pending');
    expect(readOption('PENDING', options, 'all')).toBe('all');
    expect(readOption(null, options, 'all')).toBe('all');
  });
});

describe('applyParamPatch', () => {
  const defaults = { page: 1, tab: 'all', search: '' };

  it('sets changed values and drops defaults and blanks', () => {
    const current = new URLSearchParams('page=3&tab=pending&other=x');
    const next = applyParamPatch(current, { page: 1, tab: 'completed', search: 'leeds' }, defaults);
    expect(next.toString()).toBe('tab=completed&other=x&search=leeds');
  });

  it('removes a key set to null or empty and leaves the input untouched', () => {
    const current = new URLSearchParams('measureType=INSULATION&page=2');
    const next = applyParamPatch(current, { measureType: '', page: null }, defaults);
    expect(next.toString()).toBe('');
    expect(current.toString()).toBe('measureType=INSULATION&page=2');
  });
});
