import { Eye, FileText, Newspaper, Pin, X } from 'lucide-react';
import { POST_CATEGORY_LABELS } from '@/shared/news/catalogue';
import { POST_CATEGORY_FILTERS, type PostCategoryFilter } from '@/shared/news/post-inputs';
import { SearchBox } from '@/web/components/search-box';
import { FormField } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { useNewsOverview, useNewsPages } from './api/use-news-queries';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { FeedDialog } from './feed-dialog';
import {
  formatMonth,
  listInputOf,
  NEWS_DEFAULTS,
  parseNewsParams,
  type NewsParams,
} from './news-params';
import { NewsSidebar } from './news-sidebar';
import { PostCard } from './post-card';
import { PostFormDialog } from './post-form-dialog';
import { SubscribeDialog } from './subscribe-dialog';

const VIEW_TITLES = {
  published: 'Latest posts',
  drafts: 'Drafts',
  scheduled: 'Scheduled posts',
} as const;

/** The filters in force, each removable on its own. */
function ActiveFilters({
  params,
  onChange,
}: {
  params: NewsParams;
  onChange: (patch: Partial<NewsParams>) => void;
}) {
  const chips = [
    params.category !== 'all' && {
      label: POST_CATEGORY_LABELS[params.category],
      clear: { category: 'all' as const },
    },
    params.tag && { label: `#${params.tag}`, clear: { tag: '' } },
    params.month && { label: formatMonth(params.month), clear: { month: '' } },
    params.saved && { label: 'Saved', clear: { saved: '' } },
  ].filter(Boolean) as { label: string; clear: Partial<NewsParams> }[];
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.clear)}
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900 hover:bg-emerald-100"
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label}
            <X aria-hidden="true" className="h-3 w-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The heading and, for everyone, subscribe and RSS; for publishers, Create News Post. */
function NewsHeading({ mayPublish }: { mayPublish: boolean | undefined }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">News &amp; Updates</h1>
        <p className="mt-1 text-slate-600">Announcements, new features, maintenance and policy.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubscribeDialog />
        <FeedDialog />
        {mayPublish && <PostFormDialog />}
      </div>
    </div>
  );
}

/** On a phone, where the sidebar sits below the posts, a select picks the category. */
function CategorySelect({
  category,
  onChange,
}: {
  category: PostCategoryFilter;
  onChange: (category: PostCategoryFilter) => void;
}) {
  return (
    <FormField id="news-category-filter" label="Category" className="lg:hidden">
      {(c) => (
        <Select
          id={c.id}
          value={category}
          onChange={(event) => onChange(event.target.value as PostCategoryFilter)}
        >
          {POST_CATEGORY_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? 'All categories' : POST_CATEGORY_LABELS[option]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

type PostListProps = {
  list: ReturnType<typeof useNewsPages>;
  params: NewsParams;
  mayPublish: boolean | undefined;
  onTag: (tag: string) => void;
};

/** The posts in view: loading, failed, none (with why), or the cards and 'Load More Posts'. */
function PostList({ list, params, mayPublish, onTag }: PostListProps) {
  const posts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered =
    params.search !== '' ||
    params.category !== 'all' ||
    params.tag !== '' ||
    params.month !== '' ||
    params.saved !== '';
  if (list.isPending) return <TableSkeleton label="Loading posts" rows={3} />;
  if (list.isError) {
    return (
      <ErrorState
        title="Could not load posts"
        message={describeError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        title={
          isFiltered
            ? 'No posts found'
            : params.view === 'published'
              ? 'No news yet'
              : `No ${VIEW_TITLES[params.view].toLowerCase()}`
        }
        hint={
          isFiltered
            ? 'No post matches these filters. Remove a filter or search for something else.'
            : mayPublish
              ? 'Use Create News Post to share the first one.'
              : 'Posts from your organisation will appear here.'
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} onTag={onTag} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load More Posts'}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700">
          Could not load more posts. Try again.
        </p>
      )}
    </div>
  );
}

/** /news-updates: posts for everyone; publishers write, schedule and pin them. */
export function NewsPage() {
  const [params, setParams] = useSearchParamsState(parseNewsParams, NEWS_DEFAULTS);
  const overview = useNewsOverview();
  const list = useNewsPages(listInputOf(params));
  const stats = overview.data?.stats;
  const update = (patch: Partial<NewsParams>) => setParams(patch);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <NewsHeading mayPublish={overview.data?.mayPublish} />
      <StatCardGrid heading="News figures" className="grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Posts" value={stats?.totalPosts} icon={<Newspaper />} />
        <StatCard label="Total Views" value={stats?.totalViews} icon={<Eye />} />
        <StatCard label="Pinned Posts" value={stats?.pinnedPosts} icon={<Pin />} />
        <StatCard label="This Month" value={stats?.postsThisMonth} icon={<FileText />} />
      </StatCardGrid>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <NewsSidebar params={params} overview={overview.data} onChange={update} />
        <section aria-labelledby="posts-heading" className="min-w-0 space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="posts-heading" className="text-lg font-semibold text-slate-900">
              {VIEW_TITLES[params.view]}
            </h2>
            <CategorySelect
              category={params.category}
              onChange={(category) => setParams({ category })}
            />
            <div className="sm:w-80">
              <SearchBox
                id="news-search"
                label="Search news"
                placeholder="Title, content or tags"
                value={params.search}
                onSearch={(search) => setParams({ search })}
              />
            </div>
          </div>
          <ActiveFilters params={params} onChange={update} />
          <PostList
            list={list}
            params={params}
            mayPublish={overview.data?.mayPublish}
            onTag={(tag) => setParams({ tag })}
          />
        </section>
      </div>
    </div>
  );
}
