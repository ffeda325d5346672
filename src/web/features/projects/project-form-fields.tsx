import type { UseFormReturn } from 'react-hook-form';
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
} from '@/shared/projects/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import type { ProjectFormValues } from './project-form-schema';

/** Name, description, type and priority (and status when editing), shared by create and edit. */
export function ProjectFormFields({
  form: f,
  withStatus = false,
}: {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFormValues>;
  withStatus?: boolean;
}) {
  const errors = f.formState.errors;
  return (
    <>
      <FormField id="project-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...fieldAria(control)} {...f.register('name')} />}
      </FormField>
      <FormField id="project-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...fieldAria(control)} rows={3} {...f.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="project-type" label="Type">
          {(control) => (
            <Select {...fieldAria(control)} {...f.register('type')}>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="project-priority" label="Priority">
          {(control) => (
            <Select {...fieldAria(control)} className="capitalize" {...f.register('priority')}>
              {PROJECT_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority[0]!.toUpperCase() + priority.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {withStatus && (
          <FormField id="project-status" label="Status">
            {(control) => (
              <Select {...fieldAria(control)} {...f.register('status')}>
                {PROJECT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {PROJECT_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>
    </>
  );
}
