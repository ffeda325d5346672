import { INSTALLER_STATUSES, MONITORING_TYPES } from '@/shared/installers/catalogue';
import type { InstallerFormInput } from '@/shared/installers/schemas';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import {
  InstallerFormSchema,
  toInstallerPayload,
  type InstallerFormValues,
} from './installer-form-values';
import { useZodForm } from '@/web/lib/use-zod-form';

type InstallerFormProps = {
  idPrefix: string;
  defaultValues: InstallerFormValues;
  submitLabel: string;
  isPending: boolean;
  /** The server's refusal (with a Reload button after a conflict), shown above the buttons. */
  failure: ReactNode;
  onSubmit: (payload: InstallerFormInput) => void;
};

const TEXT_FIELDS = [
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'qmpCertNumber', label: 'QMP certificate number', type: 'text' },
  { name: 'companyNumber', label: 'Company number', type: 'text' },
  { name: 'assignedInspector', label: 'Assigned inspector', type: 'text' },
] as const;

/** Add and Edit share one form: the shared Zod schema checks it here and again on the server. */
export function InstallerForm({
  idPrefix,
  defaultValues,
  submitLabel,
  isPending,
  failure,
  onSubmit,
}: InstallerFormProps) {
  const form = useZodForm(InstallerFormSchema, {
    defaultValues,
  });
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = form.handleSubmit((values) => onSubmit(toInstallerPayload(values)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField id={id('name')} label="Name" isRequired error={errors.name?.message}>
        {(c) => <Input {...fieldAria(c)} autoComplete="organization" {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={id(field.name)}
            label={field.label}
            error={errors[field.name]?.message}
          >
            {(c) => <Input {...fieldAria(c)} type={field.type} {...form.register(field.name)} />}
          </FormField>
        ))}
        <FormField id={id('status')} label="Status" error={errors.status?.message}>
          {(c) => (
            <Select id={c.id} aria-describedby={c.describedBy} {...form.register('status')}>
              {INSTALLER_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id={id('monitoring')}
          label="Monitoring type"
          error={errors.monitoringType?.message}
        >
          {(c) => (
            <Select id={c.id} aria-describedby={c.describedBy} {...form.register('monitoringType')}>
              {MONITORING_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={id('address')} label="Address" error={errors.address?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={2} {...form.register('address')} />}
      </FormField>
      <FormField
        id={id('tags')}
        label="Tags"
        hint="Separate tags with commas."
        error={errors.tagsText?.message}
      >
        {(c) => <Input id={c.id} aria-describedby={c.describedBy} {...form.register('tagsText')} />}
      </FormField>
      <FormField id={id('notes')} label="Notes" error={errors.notes?.message}>
        {(c) => <Textarea {...fieldAria(c)} {...form.register('notes')} />}
      </FormField>
      {failure}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
