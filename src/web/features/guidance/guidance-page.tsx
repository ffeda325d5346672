import { AlertTriangle, Download, FileText, RefreshCw, Star } from 'lucide-react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_SORT_LABELS,
  DOCUMENT_SORTS,
  type DocumentSort,
} from '@/shared/guidance/catalogue';
import { Pagination } from '@/web/components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { SearchBox } from '@/web/components/search-box';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { describeError } from '@/web/lib/describe-error';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useGuidanceList, useGuidanceOverview } from './api/use-guidance-queries';
import { DocumentCard } from './document-card';
import {
  GUIDANCE_DEFAULTS,
  listInputOf,
  parseGuidanceParams,
  type GuidanceParams,
} from './guidance-params';
import { UploadDocumentDialog } from './upload-dialog';

const CATEGORY_FILTERS = ['all', ...DOCUMENT_CATEGORIES] as const;
const categoryLabel = (c: GuidanceParams['category']) =>
  c === 'all' ? 'All Documents' : DOCUMENT_CATEGORY_LABELS[c];

/** /guidance-docs: the library; anyone uploads drafts, publishers publish and feature. */
export function GuidancePage() {
  const [params, setParams] = useSearchParamsState(parseGuidanceParams, GUIDANCE_DEFAULTS);
  const overview = useGuidanceOverview();
  const list = useGuidanceList(listInputOf(params));
  const stats = overview.data?.stats;
  const counts = overview.data?.categories;
  const total = stats?.total;
  const update = (patch: Partial<GuidanceParams>) => setParams({ ...patch, page: 1 });
  const isFiltered = params.q !== '' || params.category !== 'all' || params.overdue === '1';
  const featured = overview.data?.featured ?? [];
  const showFeatured = params.category === 'all' && params.q === '' && params.overdue === '';

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Guidance Documents</h1>
          <p className="mt-1 text-slate-600">Procedures, checklists, standards and training.</p>
        </div>
        <UploadDocumentDialog canPublish={overview.data?.canPublish ?? false} />
      </div>
      <StatCardGrid heading="Document figures" className="grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Documents" value={stats?.total} icon={<FileText />} />
        <StatCard label="Downloads" value={stats?.downloads} icon={<Download />} />
        <StatCard label="Featured" value={stats?.featured} icon={<Star />} />
        <StatCard label="Updated This Week" value={stats?.updatedThisWeek} icon={<RefreshCw />} />
      </StatCardGrid>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Document categories" className="hidden lg:block">
          <ul className="space-y-1">
            {CATEGORY_FILTERS.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  aria-current={params.category === c ? 'true' : undefined}
                  onClick={() => update({ category: c })}
                  className={`flex w-full justify-between rounded-md px-3 py-2 text-left text-sm ${
                    params.category === c
                      ? 'bg-emerald-50 font-medium text-emerald-900'
                      : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  <span>{categoryLabel(c)}</span>
                  <span>{c === 'all' ? (total ?? '') : (counts?.[c] ?? '')}</span>
                </button>
              </li>
            ))}
          </ul>
          <label className="mt-4 flex items-center gap-2 px-3 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={params.overdue === '1'}
              onChange={(event) => update({ overdue: event.target.checked ? '1' : '' })}
            />
            Review overdue ({stats?.reviewOverdue ?? 0})
          </label>
        </nav>
        <section aria-labelledby="docs-heading" className="min-w-0 space-y-4">
          {showFeatured && featured.length > 0 && (
            <section aria-labelledby="featured-heading" className="space-y-3">
              <h2 id="featured-heading" className="text-lg font-semibold text-slate-900">
                Featured Documents
              </h2>
              <ul className="grid gap-3 xl:grid-cols-2">
                {featured.map((d) => (
                  <li key={d.id}>
                    <DocumentCard document={d} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id="docs-heading" className="text-lg font-semibold text-slate-900">
              {categoryLabel(params.category)}
            </h2>
            <div className="lg:hidden">
              <Label htmlFor="docs-category">Category</Label>
              <Select
                id="docs-category"
                className="mt-1"
                value={params.category}
                onChange={(event) =>
                  update({ category: event.target.value as GuidanceParams['category'] })
                }
              >
                {CATEGORY_FILTERS.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)} ({c === 'all' ? (total ?? 0) : (counts?.[c] ?? 0)})
                  </option>
                ))}
              </Select>
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={params.overdue === '1'}
                  onChange={(event) => update({ overdue: event.target.checked ? '1' : '' })}
                />
                Review overdue
              </label>
            </div>
            <div>
              <Label htmlFor="docs-sort">Sort by</Label>
              <Select
                id="docs-sort"
                className="mt-1"
                value={params.sort}
                onChange={(event) => update({ sort: event.target.value as DocumentSort })}
              >
                {DOCUMENT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {DOCUMENT_SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="sm:w-80">
              <SearchBox
                id="docs-search"
                label="Search documents"
                placeholder="Title, description, tags or text in the file"
                value={params.q}
                onSearch={(q) => update({ q })}
              />
            </div>
          </div>
          {list.isPending ? (
            <TableSkeleton label="Loading documents" rows={3} />
          ) : list.isError ? (
            <ErrorState
              title="Could not load documents"
              message={describeError(list.error).message}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.items.length === 0 ? (
            <EmptyState
              title={isFiltered ? 'No documents found' : 'No documents yet'}
              hint={
                isFiltered
                  ? 'No document matches these filters. Remove a filter or search for something else.'
                  : 'Use Upload Document to add the first one.'
              }
            />
          ) : (
            <>
              <ul className="space-y-3" aria-label="Documents">
                {list.data.items.map((d) => (
                  <li key={d.id}>
                    <DocumentCard document={d} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={list.data.pageInfo.page}
                pages={list.data.pageInfo.pages}
                limit={list.data.pageInfo.limit}
                total={list.data.pageInfo.total}
                onPageChange={(page) => setParams({ page })}
              />
            </>
          )}
          {stats && stats.reviewOverdue > 0 && params.overdue !== '1' && (
            <p className="flex items-center gap-2 text-sm text-red-700">
              <AlertTriangle aria-hidden="true" className="h-4 w-4" />
              {stats.reviewOverdue} document(s) overdue for review.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
