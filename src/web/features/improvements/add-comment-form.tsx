import { AddCommentInput } from '@/shared/improvements/inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useAddComment } from './api/use-comment-actions';

/** The box under a thread; it empties once the comment is posted. */
export function AddCommentForm({
  target,
  id,
}: {
  target: 'initiative' | 'suggestion';
  id: string;
}) {
  const defaults = { target, id, body: '' };
  const form = useZodForm(AddCommentInput, { defaultValues: defaults });
  const add = useAddComment({ onAdded: () => form.reset(defaults) });
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
    >
      <FormField
        id={`comment-${target}-${id}`}
        label="Add a comment"
        error={form.formState.errors.body?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} rows={2} {...form.register('body')} />}
      </FormField>
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
  );
}
