import type { ReactNode } from 'react';

/**
 * The sampling pages' filter box: the search (if any) on its own full-width row, then the
 * filters. On a phone they sit two to a row at full width (their desktop widths left ragged,
 * half-empty rows and cut the search's placeholder); give a long one `max-sm:col-span-2`.
 * From sm they wrap in one row, as FilterToolbar does.
 */
export function FilterPanel({ search, children }: { search?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {search}
      <div className="grid grid-cols-2 items-end gap-3 max-sm:*:w-full sm:flex sm:flex-wrap">
        {children}
      </div>
    </div>
  );
}
