import { BulkEmailInput } from '@/shared/installers/schemas';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useEmailTemplates, useSendBulkEmail } from '../api/use-emails';
import { Alert } from '@/web/components/ui/alert';
import { FormField, fieldAria } from '@/web/components/form-field';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

const BulkEmailFormSchema = BulkEmailInput.pick({ subject: true, body: true });

type BulkEmailFormProps = { installerIds: readonly string[]; onSent: () => void };

export function BulkEmailForm({ installerIds, onSent }: BulkEmailFormProps) {
  const [templateId, setTemplateId] = useState('');
  const templates = useEmailTemplates();
  const form = useZodForm(BulkEmailFormSchema, {
    defaultValues: { subject: '', body: '' },
  });
  const { errors } = form.formState;
  const mutation = useSendBulkEmail({ onSent });

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((t) => t.id === id);
    // The server fills {{variables}} for each installer, so the raw template text is what we send.
    if (template) {
      form.setValue('subject', template.subject, { shouldValidate: true });
      form.setValue('body', template.body, { shouldValidate: true });
    }
  }

  const submit = form.handleSubmit((values) =>
    mutation.mutate({
      installerIds: [...installerIds],
      subject: values.subject,
      body: values.body,
      ...(templateId ? { templateId } : {}),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField
        id="bulk-email-template"
        label="Template"
        hint="Variables such as {{name}} are filled in for each installer."
      >
        {(c) => (
          <Select
            id={c.id}
            aria-describedby={c.describedBy}
            value={templateId}
            onChange={(event) => chooseTemplate(event.target.value)}
          >
            <option value="">No template (write your own)</option>
            {templates.data
              ?.filter((t) => t.isActive)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </Select>
        )}
      </FormField>
      <FormField id="bulk-email-subject" label="Subject" isRequired error={errors.subject?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('subject')} />}
      </FormField>
      <FormField id="bulk-email-body" label="Body" isRequired error={errors.body?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={8} {...form.register('body')} />}
      </FormField>
      {mutation.error && (
        <Alert tone="error" role="alert">
          {describeError(mutation.error).message}
        </Alert>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : `Send to ${installerIds.length}`}
        </Button>
      </div>
    </form>
  );
}
