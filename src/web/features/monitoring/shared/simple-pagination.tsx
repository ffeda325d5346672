import { Button } from '../../../components/ui/button';

type SimplePaginationProps = {
  page: number;
  pages: number;
  total: number;
  label: string;
  onPageChange: (page: number) => void;
};

/** Previous / Next with where we are; enough for lists that rarely run past a page or two. */
export function SimplePagination({
  page,
  pages,
  total,
  label,
  onPageChange,
}: SimplePaginationProps) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">
        Page {Math.min(page, Math.max(pages, 1))} of {Math.max(pages, 1)} ({total} in all)
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
