import { ONSITE_REMOTE } from '@/shared/inspections/options';
import { UpdateInspectionInput } from '@/shared/inspections/queries';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buildInspectionPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { buttonClass } from '@/web/components/ui/button-variants';
import { useUpdateInspection } from '../api/use-inspection-mutations';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { EditField, EditSelect, EditTextarea } from './edit-fields';
import { EDIT_INSPECTION_TYPES } from './edit-defaults';
import { useZodForm } from '@/web/lib/use-zod-form';
import { usePermissions } from '@/web/lib/use-permissions';

type FormInput = z.input<typeof UpdateInspectionInput>;
type EditableField = Exclude<keyof FormInput, 'id' | 'expectedVersion'>;

type InspectionEditFormProps = { defaults: FormInput; onReload: () => void };

// The server refuses a change of inspector without inspections:edit_all (its REASSIGN_MESSAGE).
const REASSIGN_HINT = 'Only a coordinator can change the inspector.';

export function InspectionEditForm({ defaults, onReload }: InspectionEditFormProps) {
  const canReassign = usePermissions().can('inspections:edit_all');
  const navigate = useNavigate();
  const form = useZodForm(UpdateInspectionInput, {
    defaultValues: defaults,
  });
  const mutation = useUpdateInspection({
    onUpdated: () => navigate(buildInspectionPath(defaults.id)),
    onError: (error) => {
      // The server re-validates; its per-field messages land on the fields they belong to.
      for (const [name, message] of Object.entries(readFieldErrors(error))) {
        if (name in defaults) form.setError(name as EditableField, { message });
      }
    },
  });
  const failure = mutation.error ? describeError(mutation.error) : null;
  const { errors } = form.formState;
  const fieldProps = (name: EditableField) => ({
    id: `edit-${name}`,
    error: errors[name]?.message,
    registration: form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EditField label="Scheduled date" type="date" {...fieldProps('scheduledDate')} />
        <EditField label="Preferred time" type="time" {...fieldProps('scheduledTime')} />
        <EditField
          label="Inspector name"
          type="text"
          {...fieldProps('inspectorName')}
          readOnlyReason={canReassign ? undefined : REASSIGN_HINT}
        />
        <EditSelect
          label="Inspection type"
          options={EDIT_INSPECTION_TYPES}
          {...fieldProps('inspectionType')}
        />
        <EditSelect
          label="On-site / remote"
          options={ONSITE_REMOTE}
          {...fieldProps('onsiteRemote')}
        />
      </div>
      <EditTextarea label="Special requirements" {...fieldProps('specialRequirements')} />
      <EditTextarea label="Notes" rows={6} {...fieldProps('notes')} />
      {failure && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>{failure.message}</p>
          {failure.isConflict && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={onReload}>
              Reload
            </Button>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Link
          to={buildInspectionPath(defaults.id)}
          className={buttonClass({ variant: 'secondary' })}
        >
          Cancel
        </Link>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
