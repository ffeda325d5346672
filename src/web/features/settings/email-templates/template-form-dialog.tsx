import { useId } from 'react';
import type { z } from 'zod';
import { EMAIL_TEMPLATE_CATEGORIES, TEMPLATE_VARIABLES } from '@/shared/installers/catalogue';
import { TemplateInput } from '@/shared/installers/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import { CATEGORY_LABELS } from './template-categories';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSaveTemplate } from '../api/use-email-templates';

type TemplateValues = z.input<typeof TemplateInput>;
export type EditableTemplate = TemplateValues & { id: string };

const EMPTY: TemplateValues = {
  name: '',
  category: 'welcome',
  subject: '',
  body: '',
  isActive: true,
};

/** Create (template null) or edit a template with the same schema the server checks. */
export function TemplateFormDialog({
  open,
  template,
  onOpenChange,
  onPreview,
}: {
  open: boolean;
  template: EditableTemplate | null;
  onOpenChange: (open: boolean) => void;
  onPreview: (values: { subject: string; body: string }) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={template ? 'Edit Template' : 'Create Template'} className="max-w-2xl">
        {open && (
          <TemplateForm
            key={template?.id ?? 'new'}
            template={template}
            onDone={() => onOpenChange(false)}
            onPreview={onPreview}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  template,
  onDone,
  onPreview,
}: {
  template: EditableTemplate | null;
  onDone: () => void;
  onPreview: (values: { subject: string; body: string }) => void;
}) {
  const id = useId();
  const form = useZodForm(TemplateInput, {
    defaultValues: template ?? EMPTY,
  });
  const { create, update } = useSaveTemplate({ isEdit: template !== null, onDone });
  const failure = create.error ?? update.error;
  const isPending = create.isPending || update.isPending;
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        template ? update.mutate({ ...values, id: template.id }) : create.mutate(values),
      )}
    >
      {failure && (
        <Alert tone="error" role="alert">
          {describeError(failure).message}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(c) => <Input {...fieldAria(c)} {...form.register('name')} />}
        </FormField>
        <FormField id={`${id}-category`} label="Category">
          {(c) => (
            <Select id={c.id} {...form.register('category')}>
              {EMAIL_TEMPLATE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('subject')} />}
      </FormField>
      <FormField
        id={`${id}-body`}
        label="Body"
        hint={`Variables: ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`}
        error={errors.body?.message}
      >
        {(c) => (
          <Textarea {...fieldAria(c)} rows={10} className="font-mono" {...form.register('body')} />
        )}
      </FormField>
      <FormField id={`${id}-active`} label="Active (offered when writing e-mails)" layout="inline">
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('isActive')} />}
      </FormField>
      <TemplateFormActions
        isPending={isPending}
        submitLabel={template ? 'Save Template' : 'Create Template'}
        onPreview={() =>
          onPreview({ subject: form.getValues('subject'), body: form.getValues('body') })
        }
      />
    </form>
  );
}

function TemplateFormActions({
  isPending,
  submitLabel,
  onPreview,
}: {
  isPending: boolean;
  submitLabel: string;
  onPreview: () => void;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button type="button" variant="secondary" onClick={onPreview}>
        Preview
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
