import type { UseFormReturn } from 'react-hook-form';
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
} from '@/shared/projects/catalogue';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FieldError } from '@/web/components/field-error';
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
      <div>
        <Label htmlFor="project-name">Name</Label>
        <Input
          id="project-name"
          className="mt-1"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'project-name-error' : undefined}
          {...f.register('name')}
        />
        <FieldError id="project-name-error" message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor="project-description">Description</Label>
        <Textarea
          id="project-description"
          className="mt-1"
          rows={3}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? 'project-description-error' : undefined}
          {...f.register('description')}
        />
        <FieldError id="project-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="project-type">Type</Label>
          <Select id="project-type" className="mt-1" {...f.register('type')}>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROJECT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="project-priority">Priority</Label>
          <Select id="project-priority" className="mt-1 capitalize" {...f.register('priority')}>
            {PROJECT_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority[0]!.toUpperCase() + priority.slice(1)}
              </option>
            ))}
          </Select>
        </div>
        {withStatus && (
          <div>
            <Label htmlFor="project-status">Status</Label>
            <Select id="project-status" className="mt-1" {...f.register('status')}>
              {PROJECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROJECT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
    </>
  );
}
