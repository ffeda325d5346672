import {
  CATEGORY_LABELS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_PRIORITIES,
  INITIATIVE_STATUS_LABELS,
  INITIATIVE_STATUSES,
  PRIORITY_LABELS,
} from '@/shared/improvements/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useImprovementOwners } from './api/use-improvement-queries';
import type { InitiativeForm } from './initiative-form-values';
import { LabelOptions } from './label-options';

type TextName = 'title' | 'expectedImpact' | 'resources' | 'startDate' | 'targetDate';

/** A one-line box (text or date) with its label and message; ids are `initiative-<name>`. */
function InitiativeInput({
  form,
  name,
  label,
  type,
}: {
  form: InitiativeForm;
  name: TextName;
  label: string;
  type?: 'date';
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={`initiative-${name}`} label={label} error={error}>
      {(c) => <Input {...fieldAria(c)} type={type} {...form.register(name)} />}
    </FormField>
  );
}

/** Category, priority, status, progress and dates: the grid under the title. */
function InitiativePlanFields({ form }: { form: InitiativeForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="initiative-category" label="Category">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('category')}>
            <LabelOptions values={INITIATIVE_CATEGORIES} labels={CATEGORY_LABELS} />
          </Select>
        )}
      </FormField>
      <FormField id="initiative-priority" label="Priority">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('priority')}>
            <LabelOptions values={INITIATIVE_PRIORITIES} labels={PRIORITY_LABELS} />
          </Select>
        )}
      </FormField>
      <FormField id="initiative-status" label="Status">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('status')}>
            <LabelOptions values={INITIATIVE_STATUSES} labels={INITIATIVE_STATUS_LABELS} />
          </Select>
        )}
      </FormField>
      <FormField
        id="initiative-progress"
        label="Progress (%)"
        error={form.formState.errors.progress?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            min={0}
            max={100}
            {...form.register('progress', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <InitiativeInput form={form} name="startDate" label="Start date" type="date" />
      <InitiativeInput form={form} name="targetDate" label="Target date" type="date" />
    </div>
  );
}

/** Every field of an initiative, in the order the dialog shows them. */
export function InitiativeFormFields({ form }: { form: InitiativeForm }) {
  const owners = useImprovementOwners();
  return (
    <>
      <InitiativeInput form={form} name="title" label="Title" />
      <InitiativePlanFields form={form} />
      <FormField id="initiative-ownerId" label="Owner">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('ownerId')}>
            <option value="">No owner yet</option>
            {owners.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="initiative-description"
        label="Description"
        error={form.formState.errors.description?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} rows={4} {...form.register('description')} />}
      </FormField>
      <InitiativeInput form={form} name="expectedImpact" label="Expected impact" />
      <InitiativeInput form={form} name="resources" label="Resources" />
    </>
  );
}
