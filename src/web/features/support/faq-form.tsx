import { FaqFields } from '@/shared/support/faq';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
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
      <FormField id="faq-category" label="Category" error={errors.category?.message}>
        {(c) => (
          <>
            <Input
              {...fieldAria(c)}
              list="faq-category-options"
              autoComplete="off"
              {...form.register('category')}
            />
            <datalist id="faq-category-options">
              {(categories.data ?? []).map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id="faq-question" label="Question" error={errors.question?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('question')} />}
      </FormField>
      <FormField id="faq-answer" label="Answer" error={errors.answer?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={6} {...form.register('answer')} />}
      </FormField>
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
