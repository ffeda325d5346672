import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatFileSize,
  parseReviewParams,
  REVIEW_DEFAULTS,
  toReviewListInput,
} from './review-params';

describe('document review URL state', () => {
  it('reads defaults and ignores unknown values', () => {
    expect(parseReviewParams(new URLSearchParams())).toEqual(REVIEW_DEFAULTS);
    expect(parseReviewParams(new URLSearchParams('status=lost&age=old&page=0'))).toEqual(
      REVIEW_DEFAULTS,
    );
  });

  it('builds the list input', () => {
    const params = parseReviewParams(
      new URLSearchParams('status=all&type=Photo&age=gt30&q=%20x%20&page=3'),
    );
    expect(toReviewListInput(params)).toEqual({
      status: 'all',
      type: 'Photo',
      age: 'gt30',
      search: 'x',
      page: 3,
    });
  });
});

describe('formatting', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('shows the age in whole days', () => {
    expect(formatAge('2026-03-10T08:00:00Z', now)).toBe('Today');
    expect(formatAge('2026-03-09T08:00:00Z', now)).toBe('1 day');
    expect(formatAge('2026-02-08T12:00:00Z', now)).toBe('30 days');
  });
  it('shows file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
