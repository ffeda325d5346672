import { describe, expect, it } from 'vitest';
import { readAriaSort, readSortParams, toggleSort } from './sort-params';

const IDS = ['name', 'riskScore', 'dueDate'] as const;
const FALLBACK = { sort: 'name', dir: 'asc' } as const;

describe('readSortParams', () => {
  it('reads the column id from sort and the direction from dir', () => {
    const params = new URLSearchParams('sort=riskScore&dir=desc');
    expect(readSortParams(params, IDS, FALLBACK)).toEqual({ sort: 'riskScore', dir: 'desc' });
  });

  it('falls back for a missing, unknown or differently named value', () => {
    expect(readSortParams(new URLSearchParams(), IDS, FALLBACK)).toEqual(FALLBACK);
    const junk = new URLSearchParams('sort=price&dir=up');
    expect(readSortParams(junk, IDS, FALLBACK)).toEqual(FALLBACK);
    // One naming everywhere: the old `direction` parameter is not read.
    const old = new URLSearchParams('sort=dueDate&direction=desc');
    expect(readSortParams(old, IDS, FALLBACK)).toEqual({ sort: 'dueDate', dir: 'asc' });
  });

  it('keeps a page default that starts descending', () => {
    const params = new URLSearchParams('sort=dueDate');
    expect(readSortParams(params, IDS, { sort: 'name', dir: 'desc' })).toEqual({
      sort: 'dueDate',
      dir: 'desc',
    });
  });
});

describe('toggleSort', () => {
  it('sorts a new column ascending and goes back to page 1', () => {
    expect(toggleSort({ sort: 'name', dir: 'desc' }, 'riskScore')).toEqual({
      sort: 'riskScore',
      dir: 'asc',
      page: 1,
    });
  });

  it('flips the direction of the sorted column', () => {
    expect(toggleSort({ sort: 'riskScore', dir: 'asc' }, 'riskScore').dir).toBe('desc');
    expect(toggleSort({ sort: 'riskScore', dir: 'desc' }, 'riskScore').dir).toBe('asc');
  });

  it('round-trips through the URL it would write', () => {
    const next = toggleSort({ sort: 'name', dir: 'asc' }, 'name');
    const params = new URLSearchParams({ sort: next.sort, dir: next.dir });
    expect(readSortParams(params, IDS, FALLBACK)).toEqual({ sort: 'name', dir: 'desc' });
  });
});

describe('readAriaSort', () => {
  it('marks only the sorted column', () => {
    const current = { sort: 'dueDate', dir: 'desc' } as const;
    expect(readAriaSort(current, 'dueDate')).toBe('descending');
    expect(readAriaSort({ ...current, dir: 'asc' }, 'dueDate')).toBe('ascending');
    expect(readAriaSort(current, 'name')).toBe('none');
  });
});
