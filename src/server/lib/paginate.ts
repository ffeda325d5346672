/** The largest page any list serves; every list input schema caps its size at this too. */
export const MAX_PAGE_LIMIT = 100;

/** What a pager shows: the page asked for, its size, the matching rows and how many pages they fill. */
export type PageInfo = { page: number; limit: number; total: number; pages: number };

export type PageWindow = {
  page: number;
  /** For the query's LIMIT. */
  limit: number;
  /** For the query's OFFSET. */
  offset: number;
  /** The pager's figures once the matching rows are counted. */
  info: (total: number) => PageInfo;
};

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));

/**
 * One 1-based page of a list: the LIMIT/OFFSET to query with and the pager's
 * figures. The input schemas already refuse bad values; the clamp (page >= 1,
 * 1 <= limit <= MAX_PAGE_LIMIT) is a second fence so no caller can ask for a
 * negative offset or an unbounded page. A page beyond the last is not moved
 * back: its query returns no rows and `pages` tells the web where the last
 * page is (the list pages jump there themselves). `pages` is 0 when nothing
 * matches, which the web's pager reads as "no pages to offer".
 */
export function paginate(request: { page: number; limit: number }): PageWindow {
  const page = clamp(request.page, 1, Number.MAX_SAFE_INTEGER);
  const limit = clamp(request.limit, 1, MAX_PAGE_LIMIT);
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    info: (total) => ({ page, limit, total, pages: Math.ceil(total / limit) }),
  };
}
