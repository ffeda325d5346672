import { ESCALATION_PRIORITIES } from '@/shared/installers/catalogue';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
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
        <div>
          <Label htmlFor="new-escalation-priority">Priority</Label>
          <Select id="new-escalation-priority" className="mt-1" {...form.register('priority')}>
            {ESCALATION_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="new-escalation-due">Due date</Label>
          <Input
            id="new-escalation-due"
            type="date"
            className="mt-1"
            {...form.register('dueDate')}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="new-escalation-reason">Reason</Label>
        <Textarea
          id="new-escalation-reason"
          className="mt-1"
          required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'new-escalation-reason-error' : undefined}
          {...form.register('reason')}
        />
        {errors.reason && (
          <p id="new-escalation-reason-error" className="mt-1 text-sm text-red-700">
            {errors.reason.message}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="new-escalation-owner">Owner</Label>
        <Input
          id="new-escalation-owner"
          className="mt-1"
          placeholder="Who follows this up"
          aria-invalid={errors.owner ? true : undefined}
          {...form.register('owner')}
        />
        {errors.owner && <p className="mt-1 text-sm text-red-700">{errors.owner.message}</p>}
      </div>
    </>
  );
}
