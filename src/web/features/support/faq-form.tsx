import { FaqFields } from '@/shared/support/faq';
import { FieldError } from '@/web/components/field-error';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useFaqCategories } from './api/use-support-queries';
import { useSaveFaqEntry } from './api/use-support-settings';
import { useZodForm } from '@/web/lib/use-zod-form';

export type FaqDraft = { id?: string; category: string; question: string; answer: string };

/** Add or edit one FAQ entry (ADMIN); the category field suggests those in use. */
export function FaqForm({ initial, onDone }: { initial: FaqDraft; onDone: () => void }) {
  const categories = useFaqCategories();
  const form = useZodForm(FaqFields, {
    defaultValues: {
      category: initial.category,
      question: initial.question,
      answer: initial.answer,
    },
  });
  const { create, update } = useSaveFaqEntry({ onSaved: onDone });
  const mutation = initial.id ? update : create;
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label={initial.id ? 'Edit FAQ entry' : 'Add FAQ entry'}
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          initial.id ? update.mutate({ id: initial.id, ...values }) : create.mutate(values),
        )(event)
      }
    >
      <div>
        <Label htmlFor="faq-category">Category</Label>
        <Input
          id="faq-category"
          className="mt-1"
          list="faq-category-options"
          autoComplete="off"
          aria-invalid={Boolean(errors.category)}
          aria-describedby={errors.category ? 'faq-category-error' : undefined}
          {...form.register('category')}
        />
        <datalist id="faq-category-options">
          {(categories.data ?? []).map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <FieldError id="faq-category-error" message={errors.category?.message} />
      </div>
      <div>
        <Label htmlFor="faq-question">Question</Label>
        <Input
          id="faq-question"
          className="mt-1"
          aria-invalid={Boolean(errors.question)}
          aria-describedby={errors.question ? 'faq-question-error' : undefined}
          {...form.register('question')}
        />
        <FieldError id="faq-question-error" message={errors.question?.message} />
      </div>
      <div>
        <Label htmlFor="faq-answer">Answer</Label>
        <Textarea
          id="faq-answer"
          className="mt-1"
          rows={6}
          aria-invalid={Boolean(errors.answer)}
          aria-describedby={errors.answer ? 'faq-answer-error' : undefined}
          {...form.register('answer')}
        />
        <FieldError id="faq-answer-error" message={errors.answer?.message} />
      </div>
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : initial.id ? 'Save FAQ' : 'Add FAQ'}
        </Button>
      </div>
    </form>
  );
}
