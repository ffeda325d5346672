export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const SIBLINGS = 1;
// First, last, current, its siblings and two ellipses: below this every page fits.
const MAX_SLOTS = SIBLINGS * 2 + 5;

/** Page numbers to show as buttons, with ellipses standing in for long runs. */
export function buildPageRange(current: number, pages: number): PageItem[] {
  if (pages <= 0) return [];
  if (pages <= MAX_SLOTS) return range(1, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const left = Math.max(page - SIBLINGS, 1);
  const right = Math.min(page + SIBLINGS, pages);
  const hasLeftGap = left > 2;
  const hasRightGap = right < pages - 1;
  const edgeCount = 3 + SIBLINGS * 2;
  if (!hasLeftGap) return [...range(1, edgeCount), 'ellipsis-end', pages];
  if (!hasRightGap) return [1, 'ellipsis-start', ...range(pages - edgeCount + 1, pages)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pages];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The spec's 'Showing X to Y of Z results' line. */
export function formatShowingText(page: number, limit: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = Math.min((Math.max(page, 1) - 1) * limit + 1, total);
  const to = Math.min(from + limit - 1, total);
  return `Showing ${from} to ${to} of ${total} results`;
}
