import { AlertTriangle, Download, FileText, RefreshCw, Star } from 'lucide-react';
import {
  DOCUMENT_SORT_LABELS,
  DOCUMENT_SORTS,
  type DocumentSort,
} from '@/shared/guidance/catalogue';
import { FormField } from '@/web/components/form-field';
import { SearchBox } from '@/web/components/search-box';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { Select } from '@/web/components/ui/select';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useGuidanceList, useGuidanceOverview } from './api/use-guidance-queries';
import { CategoryNav, categoryLabel, MobileCategoryFilter } from './category-filters';
import { DocumentCard } from './document-card';
import { DocumentList } from './document-list';
import {
  GUIDANCE_DEFAULTS,
  listInputOf,
  parseGuidanceParams,
  type GuidanceParams,
} from './guidance-params';
import { UploadDocumentDialog } from './upload-dialog';

type Overview = RouterOutputs['guidance']['overview'];

function GuidanceFigures({ stats }: { stats: Overview['stats'] | undefined }) {
  return (
    <StatCardGrid heading="Document figures" className="grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Documents" value={stats?.total} icon={<FileText />} />
      <StatCard label="Downloads" value={stats?.downloads} icon={<Download />} />
      <StatCard label="Featured" value={stats?.featured} icon={<Star />} />
      <StatCard label="Updated This Week" value={stats?.updatedThisWeek} icon={<RefreshCw />} />
    </StatCardGrid>
  );
}

function FeaturedDocuments({ featured }: { featured: Overview['featured'] }) {
  return (
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
  );
}

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
      <GuidanceFigures stats={stats} />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <CategoryNav
          params={params}
          total={total}
          counts={counts}
          reviewOverdue={stats?.reviewOverdue ?? 0}
          onChange={update}
        />
        <section aria-labelledby="docs-heading" className="min-w-0 space-y-4">
          {showFeatured && featured.length > 0 && <FeaturedDocuments featured={featured} />}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id="docs-heading" className="text-lg font-semibold text-slate-900">
              {categoryLabel(params.category)}
            </h2>
            <MobileCategoryFilter params={params} total={total} counts={counts} onChange={update} />
            <FormField id="docs-sort" label="Sort by">
              {(c) => (
                <Select
                  id={c.id}
                  value={params.sort}
                  onChange={(event) => update({ sort: event.target.value as DocumentSort })}
                >
                  {DOCUMENT_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {DOCUMENT_SORT_LABELS[s]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
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
          <DocumentList
            list={list}
            isFiltered={isFiltered}
            onPageChange={(page) => setParams({ page })}
          />
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
