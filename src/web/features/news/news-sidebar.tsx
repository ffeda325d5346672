import { Archive, Bookmark, FileText } from 'lucide-react';
import { POST_CATEGORIES, POST_CATEGORY_LABELS } from '@/shared/news/catalogue';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { formatMonth, type NewsParams } from './news-params';
import type { NewsOverview } from './types';

type Props = {
  params: NewsParams;
  overview: NewsOverview | undefined;
  onChange: (patch: Partial<NewsParams>) => void;
};

function FilterButton({
  isActive,
  onClick,
  children,
  count,
}: {
  isActive: boolean;
  onClick: () => void;
  children: React.ReactNode;
  count?: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm',
        isActive
          ? 'bg-emerald-50 font-semibold text-emerald-900'
          : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <span className="flex items-center gap-2">{children}</span>
      {count !== undefined && <span className="tabular-nums text-slate-600">{count}</span>}
    </button>
  );
}

/** 'All posts' and each category, with its count. */
function CategoryFilters({ params, overview, onChange }: Props) {
  const isPublished = params.view === 'published';
  return (
    <Card className="p-3">
      <h2 className="px-3 pb-2 text-sm font-semibold text-slate-900">Categories</h2>
      <ul className="space-y-1">
        <li>
          <FilterButton
            isActive={isPublished && params.category === 'all' && params.saved === ''}
            onClick={() => onChange({ category: 'all', saved: '', view: 'published' })}
            count={overview?.stats.totalPosts}
          >
            All posts
          </FilterButton>
        </li>
        {POST_CATEGORIES.map((category) => (
          <li key={category}>
            <FilterButton
              isActive={params.category === category}
              onClick={() => onChange({ category })}
              count={overview?.categories[category]}
            >
              {POST_CATEGORY_LABELS[category]}
            </FilterButton>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The reader's saved posts, and for publishers their drafts and scheduled posts. */
function QuickActions({ params, overview, onChange }: Props) {
  return (
    <Card className="p-3">
      <h2 className="px-3 pb-2 text-sm font-semibold text-slate-900">Quick actions</h2>
      <ul className="space-y-1">
        <li>
          <FilterButton
            isActive={params.saved === '1'}
            onClick={() => onChange({ saved: params.saved === '1' ? '' : '1', view: 'published' })}
          >
            <Bookmark aria-hidden="true" className="h-4 w-4" />
            Saved
          </FilterButton>
        </li>
        {overview?.waiting && (
          <>
            <li>
              <FilterButton
                isActive={params.view === 'drafts'}
                onClick={() =>
                  onChange({ view: params.view === 'drafts' ? 'published' : 'drafts', saved: '' })
                }
                count={overview.waiting.drafts}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                Drafts
              </FilterButton>
            </li>
            <li>
              <FilterButton
                isActive={params.view === 'scheduled'}
                onClick={() =>
                  onChange({
                    view: params.view === 'scheduled' ? 'published' : 'scheduled',
                    saved: '',
                  })
                }
                count={overview.waiting.scheduled}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                Scheduled
              </FilterButton>
            </li>
          </>
        )}
      </ul>
    </Card>
  );
}

/** Posts by month, each month a filter. */
function ArchiveFilters({ params, overview, onChange }: Props) {
  return (
    <Card className="p-3">
      <h2 className="flex items-center gap-2 px-3 pb-2 text-sm font-semibold text-slate-900">
        <Archive aria-hidden="true" className="h-4 w-4" />
        Archive
      </h2>
      {overview && overview.months.length === 0 ? (
        <p className="px-3 text-sm text-slate-600">No posts yet.</p>
      ) : (
        <ul className="space-y-1">
          {overview?.months.map(({ month, count }) => (
            <li key={month}>
              <FilterButton
                isActive={params.month === month}
                onClick={() => onChange({ month: params.month === month ? '' : month })}
                count={count}
              >
                {formatMonth(month)}
              </FilterButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Categories with counts, the reader's saved posts, publishers' drafts, and the archive by month. */
export function NewsSidebar(props: Props) {
  return (
    // Below the posts on a phone, where a category select above the list does the same job.
    <aside className="order-last space-y-4 lg:order-none" aria-label="News filters">
      <CategoryFilters {...props} />
      <QuickActions {...props} />
      <ArchiveFilters {...props} />
    </aside>
  );
}
