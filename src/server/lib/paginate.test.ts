import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, paginate } from './paginate';

describe('paginate', () => {
  it('turns a 1-based page and its size into LIMIT and OFFSET', () => {
    expect(paginate({ page: 1, limit: 20 })).toMatchObject({ page: 1, limit: 20, offset: 0 });
    expect(paginate({ page: 3, limit: 25 })).toMatchObject({ page: 3, limit: 25, offset: 50 });
  });

  it('counts the pages the matching rows fill', () => {
    const window = paginate({ page: 1, limit: 20 });
    expect(window.info(53)).toEqual({ page: 1, limit: 20, total: 53, pages: 3 });
    expect(window.info(60)).toEqual({ page: 1, limit: 20, total: 60, pages: 3 });
    expect(window.info(1)).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it('has no pages when nothing matches', () => {
    expect(paginate({ page: 1, limit: 25 }).info(0)).toEqual({
      page: 1,
      limit: 25,
      total: 0,
      pages: 0,
    });
  });

  it('keeps a page beyond the last as asked: an empty window, with the real page count', () => {
    const window = paginate({ page: 9, limit: 10 });
    expect(window.offset).toBe(80);
    expect(window.info(25)).toEqual({ page: 9, limit: 10, total: 25, pages: 3 });
  });

  it('holds page and limit within bounds whatever the caller passes', () => {
    expect(paginate({ page: 0, limit: 10 })).toMatchObject({ page: 1, offset: 0 });
    expect(paginate({ page: -4, limit: 10 })).toMatchObject({ page: 1, offset: 0 });
    expect(paginate({ page: Number.NaN, limit: 10 })).toMatchObject({ page: 1, offset: 0 });
    expect(paginate({ page: 2.7, limit: 10 })).toMatchObject({ page: 2, offset: 10 });
    expect(paginate({ page: 1, limit: 0 }).limit).toBe(1);
    expect(paginate({ page: 1, limit: -5 }).limit).toBe(1);
    expect(paginate({ page: 2, limit: 10_000 })).toMatchObject({
      limit: MAX_PAGE_LIMIT,
      offset: MAX_PAGE_LIMIT,
    });
    expect(paginate({ page: 1, limit: MAX_PAGE_LIMIT }).limit).toBe(100);
  });
});
