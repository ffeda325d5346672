import { useState } from 'react';
import { AddCommentInput } from '@/shared/news/post-inputs';
import { formatDateTime } from '@/shared/format';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useCommentActions } from './api/use-post-changes';
import { useZodForm } from '@/web/lib/use-zod-form';
import type { PostDetail } from './types';

type Comment = PostDetail['comments'][number];

/** One comment: who wrote it when, what it says, and Delete for its author. */
function CommentItem({ comment, onDelete }: { comment: Comment; onDelete: () => void }) {
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {comment.authorName ?? 'Former user'}{' '}
          <span className="font-normal text-slate-600">· {formatDateTime(comment.createdAt)}</span>
        </p>
        {comment.mayDelete && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete comment by ${comment.authorName ?? 'former user'}`}
          >
            Delete
          </Button>
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{comment.body}</p>
    </Card>
  );
}

/** The thread under a post: oldest first; each person deletes their own. */
export function PostComments({ post }: { post: PostDetail }) {
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const form = useZodForm(AddCommentInput, { defaultValues: { postId: post.id, body: '' } });
  const { add, remove } = useCommentActions({
    onAdded: () => form.reset({ postId: post.id, body: '' }),
    onDeleted: () => setToDelete(null),
  });
  const error = form.formState.errors.body?.message;
  return (
    <section id="comments" aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        Comments ({post.comments.length})
      </h2>
      {post.comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet. Be the first.</p>
      ) : (
        <ol className="space-y-3">
          {post.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} onDelete={() => setToDelete(comment)} />
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
      >
        <FormField id="comment-body" label="Add a comment" error={error}>
          {(c) => <Textarea {...fieldAria(c)} rows={3} {...form.register('body')} />}
        </FormField>
        {add.error && (
          <p role="alert" className="text-sm text-red-700">
            {describeError(add.error).message}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Posting…' : 'Post Comment'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this comment?"
        description="The comment is removed for everyone. This cannot be undone."
        confirmLabel="Delete Comment"
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
        isPending={remove.isPending}
        closesOnConfirm={false}
        error={remove.error ? describeError(remove.error).message : undefined}
      />
    </section>
  );
}
