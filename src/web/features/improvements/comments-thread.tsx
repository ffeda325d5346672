import { formatDateTime } from '@/shared/format';
import { QueryBoundary } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { AddCommentForm } from './add-comment-form';
import { useDeleteComment } from './api/use-comment-actions';
import { useComments } from './api/use-improvement-queries';
import type { CommentRow } from './types';

function CommentItem({
  comment,
  canDelete,
  isDeleting,
  onDelete,
}: {
  comment: CommentRow;
  canDelete: boolean;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {comment.authorName ?? 'Former user'}{' '}
          <span className="font-normal text-slate-600">· {formatDateTime(comment.createdAt)}</span>
        </p>
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            disabled={isDeleting}
            onClick={onDelete}
            aria-label={`Delete comment by ${comment.authorName ?? 'former user'}`}
          >
            Delete
          </Button>
        )}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{comment.body}</p>
    </li>
  );
}

/** The thread of an initiative or a suggestion: oldest first; each person deletes their own. */
export function CommentsThread({
  target,
  id,
  canModerate,
}: {
  target: 'initiative' | 'suggestion';
  id: string;
  canModerate: boolean;
}) {
  const comments = useComments(target, id);
  const remove = useDeleteComment();
  return (
    <section aria-label="Comments" className="space-y-3">
      <QueryBoundary query={comments} label="Loading comments" emptyText="No comments yet.">
        {(items) => (
          <ol className="space-y-2">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                canDelete={comment.mine || canModerate}
                isDeleting={remove.isPending}
                onDelete={() => remove.mutate({ id: comment.id })}
              />
            ))}
          </ol>
        )}
      </QueryBoundary>
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(remove.error).message}
        </p>
      )}
      <AddCommentForm target={target} id={id} />
    </section>
  );
}
