import { formatDateTime } from '@/shared/format';
import { AddCommentInput } from '@/shared/improvements/inputs';
import { FieldError } from '@/web/components/field-error';
import { QueryBoundary } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCommentActions } from './api/use-comment-actions';
import { useComments } from './api/use-improvement-queries';

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
  const defaults = { target, id, body: '' };
  const form = useZodForm(AddCommentInput, { defaultValues: defaults });
  const { add, remove } = useCommentActions({ onAdded: () => form.reset(defaults) });
  const error = form.formState.errors.body?.message;
  const fieldId = `comment-${target}-${id}`;
  return (
    <section aria-label="Comments" className="space-y-3">
      <QueryBoundary query={comments} label="Loading comments" emptyText="No comments yet.">
        {(items) => (
          <ol className="space-y-2">
            {items.map((comment) => (
              <li key={comment.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900">
                    {comment.authorName ?? 'Former user'}{' '}
                    <span className="font-normal text-slate-600">
                      · {formatDateTime(comment.createdAt)}
                    </span>
                  </p>
                  {(comment.mine || canModerate) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ id: comment.id })}
                      aria-label={`Delete comment by ${comment.authorName ?? 'former user'}`}
                    >
                      Delete
                    </Button>
                  )}
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
                  {comment.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryBoundary>
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(remove.error).message}
        </p>
      )}
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
      >
        <Label htmlFor={fieldId}>Add a comment</Label>
        <Textarea
          id={fieldId}
          rows={2}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('body')}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
        {add.error && (
          <p role="alert" className="text-sm text-red-700">
            {describeError(add.error).message}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={add.isPending}>
            {add.isPending ? 'Posting…' : 'Post Comment'}
          </Button>
        </div>
      </form>
    </section>
  );
}
