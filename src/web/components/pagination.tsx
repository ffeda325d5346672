import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { buildPageRange, formatShowingText } from '../lib/pagination-range';

type PaginationProps = {
  page: number;
  pages: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
};

const BUTTON_CLASS =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, pages, limit, total, onPageChange }: PaginationProps) {
  const items = buildPageRange(page, pages);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700">{formatShowingText(page, limit, total)}</p>
      {pages > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={cn(BUTTON_CLASS, 'border-slate-300 bg-white text-slate-800')}
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                Previous
              </button>
            </li>
            {items.map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    aria-label={`Page ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                    className={cn(
                      BUTTON_CLASS,
                      item === page
                        ? 'border-emerald-700 bg-emerald-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                    onClick={() => onPageChange(item)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} aria-hidden="true" className="px-1 text-slate-600">
                  …
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={cn(BUTTON_CLASS, 'border-slate-300 bg-white text-slate-800')}
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
              >
                Next
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
