import { formatDate, formatDateTime } from '@/shared/format';
import {
  CATEGORY_LABELS,
  INITIATIVE_STATUS_LABELS,
  PRIORITY_LABELS,
} from '@/shared/improvements/catalogue';
import { Spinner } from '@/web/components/ui/spinner';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Progress } from '@/web/components/ui/progress';
import { describeError } from '@/web/lib/describe-error';
import { useInitiativeDetail } from './api/use-improvement-queries';
import { CommentsThread } from './comments-thread';
import { VoteButton } from './initiative-card';

/** View Details: every field, where it came from, votes and the comment thread. */
export function InitiativeDetailsDialog({
  id,
  onClose,
  canManage,
}: {
  id: string | null;
  onClose: () => void;
  canManage: boolean;
}) {
  const detail = useInitiativeDetail(id);
  const i = detail.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null && (
        <DialogContent
          title={i ? `${i.reference}: ${i.title}` : 'Initiative'}
          className="max-w-2xl"
        >
          {detail.isPending && <Spinner label="Loading initiative" className="py-6" />}
          {detail.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {describeError(detail.error).message}
            </p>
          )}
          {i && (
            <div className="mt-4 space-y-4">
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
                {[
                  ['Status', INITIATIVE_STATUS_LABELS[i.status]],
                  ['Category', CATEGORY_LABELS[i.category]],
                  ['Priority', PRIORITY_LABELS[i.priority]],
                  ['Owner', i.ownerName ?? 'No owner yet'],
                  ['Start date', i.startDate ? formatDate(i.startDate) : '–'],
                  ['Target date', i.targetDate ? formatDate(i.targetDate) : '–'],
                  ['Expected impact', i.expectedImpact || '–'],
                  ['Resources', i.resources || '–'],
                  ['Created', formatDateTime(i.createdAt)],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt className="font-medium text-slate-600">{term}</dt>
                    <dd className="break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div>
                <p className="mb-1 text-sm text-slate-600">Progress {i.progress}%</p>
                <Progress value={i.progress} label={`Progress of ${i.title}`} />
              </div>
              <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
                {i.description}
              </p>
              {i.fromSuggestions.length > 0 && (
                <p className="text-sm text-slate-700">
                  From suggestion: {i.fromSuggestions.map((s) => `"${s.title}"`).join(', ')}
                </p>
              )}
              <VoteButton initiative={i} />
              <h3 className="text-base font-semibold text-slate-900">Comments ({i.comments})</h3>
              <CommentsThread target="initiative" id={i.id} canModerate={canManage} />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
