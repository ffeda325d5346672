import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
} from '@/shared/defects/catalogue';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import type { Assignee } from './defect-types';

export type DefectFieldName =
  'title' | 'description' | 'severity' | 'category' | 'location' | 'assigneeId' | 'dueDate';

type DefectFieldsProps = {
  idPrefix: string;
  register: (field: DefectFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<DefectFieldName, string | undefined>>;
  assignees: readonly Assignee[];
  dueHint: string;
};

/** The fields of one defect, shared by 'Report New Defect' and 'Raise defects'. */
export function DefectFields({
  idPrefix,
  register,
  errors,
  assignees,
  dueHint,
}: DefectFieldsProps) {
  // One FormField per defect field: the id, label and message follow the field's name.
  const fieldProps = (name: DefectFieldName, label: string) => ({
    id: `${idPrefix}-${name}`,
    label,
    error: errors[name],
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...fieldProps('title', 'Title')} className="sm:col-span-2">
        {(c) => <Input {...fieldAria(c)} required {...register('title')} />}
      </FormField>
      <FormField {...fieldProps('description', 'Description')} className="sm:col-span-2">
        {(c) => <Textarea {...fieldAria(c)} required rows={3} {...register('description')} />}
      </FormField>
      <FormField {...fieldProps('severity', 'Severity')}>
        {(c) => (
          <Select {...fieldAria(c)} {...register('severity')}>
            {DEFECT_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {DEFECT_SEVERITY_LABELS[s]}
                {s === 'critical' ? ' (health and safety)' : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...fieldProps('category', 'Category')}>
        {(c) => (
          <Select {...fieldAria(c)} {...register('category')}>
            {DEFECT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {DEFECT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...fieldProps('location', 'Location')}>
        {(c) => (
          <Input {...fieldAria(c)} placeholder="e.g. Front elevation" {...register('location')} />
        )}
      </FormField>
      <FormField {...fieldProps('assigneeId', 'Assignee')}>
        {(c) => (
          <Select {...fieldAria(c)} {...register('assigneeId')}>
            <option value="">Unassigned</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...fieldProps('dueDate', 'Due date')} hint={dueHint} className="sm:col-span-2">
        {(c) => <Input {...fieldAria(c)} type="date" {...register('dueDate')} />}
      </FormField>
    </div>
  );
}

/** 'Leave empty for the default: 24 hours for critical (health and safety) defects, 8 weeks for others.' */
export function describeDueDefaults(
  settings: { criticalDueHours: number; otherDueWeeks: number } | undefined,
) {
  if (!settings) return 'Leave empty for the default due date.';
  return `Leave empty for the default: ${settings.criticalDueHours} hours for critical (health and safety) defects, ${settings.otherDueWeeks} weeks for others.`;
}
