import { useId } from 'react';
import type { z } from 'zod';
import { EMAIL_TEMPLATE_CATEGORIES, TEMPLATE_VARIABLES } from '@/shared/installers/catalogue';
import { TemplateInput } from '@/shared/installers/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FieldError } from '@/web/components/field-error';
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
        <div>
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            className="mt-1"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select id={`${id}-category`} className="mt-1" {...form.register('category')}>
            {EMAIL_TEMPLATE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          className="mt-1"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...form.register('subject')}
        />
        <FieldError id={`${id}-subject-error`} message={errors.subject?.message} />
      </div>
      <div>
        <Label htmlFor={`${id}-body`}>Body</Label>
        <Textarea
          id={`${id}-body`}
          rows={10}
          className="mt-1 font-mono"
          aria-invalid={Boolean(errors.body)}
          aria-describedby={`${id}-variables${errors.body ? ` ${id}-body-error` : ''}`}
          {...form.register('body')}
        />
        <FieldError id={`${id}-body-error`} message={errors.body?.message} />
        <p id={`${id}-variables`} className="mt-1 text-xs text-slate-600">
          Variables: {TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <Checkbox {...form.register('isActive')} />
        Active (offered when writing e-mails)
      </label>
      <div className="flex justify-end gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            onPreview({ subject: form.getValues('subject'), body: form.getValues('body') })
          }
        >
          Preview
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : template ? 'Save Template' : 'Create Template'}
        </Button>
      </div>
    </form>
  );
}
