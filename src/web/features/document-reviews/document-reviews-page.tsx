import {
  REVIEW_AGE_LABELS,
  REVIEW_AGES,
  REVIEW_STATUS_FILTERS,
} from '@/shared/document-reviews/schemas';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { useDebouncedCallback } from '@/web/lib/use-debounced-callback';
import { describeError } from '@/web/lib/describe-error';
import { FilterSelect } from '@/web/components/filter-select';
import { readOption } from '@/web/lib/search-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useReviewDecisions, useReviewList } from './api/use-document-reviews';
import { PreviewDialog } from './preview-dialog';
import { RejectDialog } from './reject-dialog';
import {
  parseReviewParams,
  REVIEW_DEFAULTS,
  STATUS_TAB_LABELS,
  toReviewListInput,
  type ReviewStatusFilter,
} from './review-params';
import { ReviewTable } from './review-table';
import type { ReviewItem, ReviewList } from './review-types';

const EMPTY_HINTS: Record<ReviewStatusFilter, string> = {
  pending: 'Nothing is waiting for review. New installer documents appear here.',
  approved: 'No approved documents match these filters.',
  rejected: 'No rejected documents match these filters.',
  all: 'No documents match these filters.',
};

function tabCount(status: ReviewStatusFilter, counts: ReviewList['statusCounts'] | undefined) {
  if (!counts) return '';
  const n = status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];
  return ` (${n})`;
}

function PageHeading() {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Document Review</h1>
      <p className="mt-1 text-slate-600">
        Installer documents awaiting a decision, oldest first. Approve them, or reject them with a
        reason.
      </p>
    </div>
  );
}

export function DocumentReviewsPage() {
  const [params, setParams] = useSearchParamsState(parseReviewParams, REVIEW_DEFAULTS);
  const [preview, setPreview] = useState<ReviewItem | null>(null);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  // Roles without documents:review never get here: the route shows them why instead.
  const list = useReviewList(toReviewListInput(params));
  const { approve, reject } = useReviewDecisions(list.data?.items, {
    onRejected: () => setRejecting(null),
  });
  const data = list.data;
  const busyId = approve.isPending ? approve.variables.id : null;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeading />
      <Tabs.Root
        value={params.status}
        onValueChange={(value) =>
          setParams({ status: readOption(value, REVIEW_STATUS_FILTERS, 'pending'), page: 1 })
        }
        className="space-y-4"
      >
        <UnderlineTabList
          label="Review status"
          values={REVIEW_STATUS_FILTERS}
          active={params.status}
        >
          {(status) => (
            <>
              {STATUS_TAB_LABELS[status]}
              {tabCount(status, data?.statusCounts)}
            </>
          )}
        </UnderlineTabList>
        <Tabs.Content value={params.status} className="space-y-4 focus-visible:outline-none">
          <ReviewFilters params={params} setParams={setParams} data={data} />
          <ReviewTable
            query={list}
            items={data?.items}
            emptyHint={EMPTY_HINTS[params.status]}
            pagination={
              data && {
                page: data.page,
                pages: data.pages,
                limit: data.pageSize,
                total: data.total,
                onPageChange: (page) => setParams({ page }),
              }
            }
            busyId={busyId}
            onPreview={setPreview}
            onApprove={(item) => approve.mutate({ id: item.id })}
            onReject={(item) => {
              reject.reset();
              setRejecting(item);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        {preview && <PreviewDialog document={preview} />}
      </Dialog>
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting && (
          <RejectDialog
            document={rejecting}
            isPending={reject.isPending}
            error={reject.error ? describeError(reject.error).message : null}
            onReject={(values) => reject.mutate(values)}
          />
        )}
      </Dialog>
    </div>
  );
}

type ReviewParams = ReturnType<typeof parseReviewParams>;

/** Search (debounced into the URL), type and age; each change goes back to page 1. */
function ReviewFilters({
  params,
  setParams,
  data,
}: {
  params: ReviewParams;
  setParams: (next: Partial<ReviewParams>, options?: { replace?: boolean }) => void;
  data: ReviewList | undefined;
}) {
  const [search, setSearch] = useState(params.q);
  const applySearch = useDebouncedCallback(
    (q: string) => setParams({ q, page: 1 }, { replace: true }),
    300,
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField id="review-search" label="Search documents">
        {(control) => (
          <Input
            {...fieldAria(control)}
            type="search"
            placeholder="Document or installer name"
            maxLength={100}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              applySearch(event.target.value);
            }}
          />
        )}
      </FormField>
      <FilterSelect
        id="review-type"
        label="Document type"
        allLabel="All types"
        options={data?.types.map((type) => ({ value: type, label: type })) ?? []}
        value={params.type}
        onChange={(type) => setParams({ type, page: 1 })}
      />
      <FilterSelect
        id="review-age"
        label="Age"
        options={REVIEW_AGES.map((age) => ({
          value: age,
          label: `${REVIEW_AGE_LABELS[age]}${data ? ` (${data.ageCounts[age]})` : ''}`,
        }))}
        value={params.age}
        onChange={(age) => setParams({ age, page: 1 })}
      />
    </div>
  );
}
