import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
} from '@/shared/defects/catalogue';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FieldError } from '@/web/components/field-error';
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
  const field = (name: DefectFieldName) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : name === 'dueDate' ? `${id}-hint` : undefined,
      ...register(name),
    };
  };
  const error = (name: DefectFieldName) => (
    <FieldError id={`${idPrefix}-${name}-error`} message={errors[name]} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Label htmlFor={`${idPrefix}-title`}>Title</Label>
        <Input className="mt-1" required {...field('title')} />
        {error('title')}
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea className="mt-1" required rows={3} {...field('description')} />
        {error('description')}
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-severity`}>Severity</Label>
        <Select className="mt-1" {...field('severity')}>
          {DEFECT_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {DEFECT_SEVERITY_LABELS[s]}
              {s === 'critical' ? ' (health and safety)' : ''}
            </option>
          ))}
        </Select>
        {error('severity')}
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-category`}>Category</Label>
        <Select className="mt-1" {...field('category')}>
          {DEFECT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DEFECT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
        {error('category')}
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-location`}>Location</Label>
        <Input className="mt-1" placeholder="e.g. Front elevation" {...field('location')} />
        {error('location')}
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-assigneeId`}>Assignee</Label>
        <Select className="mt-1" {...field('assigneeId')}>
          <option value="">Unassigned</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
        {error('assigneeId')}
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${idPrefix}-dueDate`}>Due date</Label>
        <Input type="date" className="mt-1" {...field('dueDate')} />
        <p id={`${idPrefix}-dueDate-hint`} className="mt-1 text-xs text-slate-600">
          {dueHint}
        </p>
        {error('dueDate')}
      </div>
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
