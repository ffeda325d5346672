import { describe, expect, it } from 'vitest';
import { buildPageRange, formatShowingText } from './pagination-range';

describe('buildPageRange', () => {
  it('lists every page when they fit', () => {
    expect(buildPageRange(1, 0)).toEqual([]);
    expect(buildPageRange(1, 1)).toEqual([1]);
    expect(buildPageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses the far end near the start', () => {
    expect(buildPageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(buildPageRange(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('collapses both sides in the middle', () => {
    expect(buildPageRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('collapses the near end close to the last page', () => {
    expect(buildPageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(buildPageRange(18, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(buildPageRange(99, 20)).toEqual(buildPageRange(20, 20));
    expect(buildPageRange(0, 20)).toEqual(buildPageRange(1, 20));
  });

  it('always includes the current, first and last page', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const items = buildPageRange(page, pages);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(pages);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('formatShowingText', () => {
  it('reads the range of the current page', () => {
    expect(formatShowingText(1, 20, 42)).toBe('Showing 1 to 20 of 42 results');
    expect(formatShowingText(2, 20, 42)).toBe('Showing 21 to 40 of 42 results');
    expect(formatShowingText(3, 20, 42)).toBe('Showing 41 to 42 of 42 results');
  });

  it('handles no results and a page past the end', () => {
    expect(formatShowingText(1, 20, 0)).toBe('Showing 0 to 0 of 0 results');
    expect(formatShowingText(9, 20, 42)).toBe('Showing 42 to 42 of 42 results');
  });
});
