import { ESCALATION_PRIORITIES } from '@/shared/installers/catalogue';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import type { EscalationFormInput, EscalationFormOutput } from './escalation-form';

type EscalationFieldsProps = {
  form: UseFormReturn<EscalationFormInput, unknown, EscalationFormOutput>;
};

/** Priority, reason, owner and due date of a new escalation case. */
export function EscalationFields({ form }: EscalationFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-escalation-priority" label="Priority">
          {(c) => (
            <Select {...fieldAria(c)} {...form.register('priority')}>
              {ESCALATION_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="new-escalation-due" label="Due date">
          {(c) => <Input {...fieldAria(c)} type="date" {...form.register('dueDate')} />}
        </FormField>
      </div>
      <FormField id="new-escalation-reason" label="Reason" error={errors.reason?.message}>
        {(c) => <Textarea {...fieldAria(c)} required {...form.register('reason')} />}
      </FormField>
      <FormField id="new-escalation-owner" label="Owner" error={errors.owner?.message}>
        {(c) => (
          <Input {...fieldAria(c)} placeholder="Who follows this up" {...form.register('owner')} />
        )}
      </FormField>
    </>
  );
}
