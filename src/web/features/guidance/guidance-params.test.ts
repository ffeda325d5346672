import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  GUIDANCE_DEFAULTS,
  listInputOf,
  parseGuidanceParams,
} from './guidance-params';

describe('guidance page parameters', () => {
  it('reads the filters from the URL and falls back on anything unknown', () => {
    const params = parseGuidanceParams(
      new URLSearchParams('q=ladder&category=safety&sort=downloads&overdue=1&page=3'),
    );
    expect(params).toEqual({
      q: 'ladder',
      category: 'safety',
      sort: 'downloads',
      overdue: '1',
      page: 3,
    });
    expect(listInputOf(params)).toEqual({
      q: 'ladder',
      category: 'safety',
      sort: 'downloads',
      reviewOverdue: true,
      page: 3,
    });
    expect(
      parseGuidanceParams(new URLSearchParams('category=nope&sort=random&overdue=yes&page=-2')),
    ).toEqual(GUIDANCE_DEFAULTS);
    expect(listInputOf(GUIDANCE_DEFAULTS).category).toBeNull();
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
