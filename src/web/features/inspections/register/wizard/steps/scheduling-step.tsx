import { INSPECTION_TYPES, ONSITE_REMOTE } from '@/shared/inspections/options';
import { TRIGGER_LABELS } from '@/shared/inspections/triggers';
import { RadioGroup } from '@/web/components/ui/radio-group';
import {
  SelectField,
  TextareaField,
  TextField,
  toOptions,
} from '@/web/features/inspections/register/form-fields';
import type { StepProps } from '../wizard-field';
import { WizardInspectorSelect } from './wizard-inspector-select';

const TRIGGER_OPTIONS = toOptions(TRIGGER_LABELS);

export function SchedulingStep({ form, field }: StepProps) {
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Inspection date"
          isRequired
          type="date"
          {...field('scheduledDate')}
          {...register('scheduledDate')}
        />
        <TextField
          label="Preferred time"
          type="time"
          {...field('scheduledTime')}
          {...register('scheduledTime')}
        />
        <SelectField
          label="Inspection type"
          placeholder="Select inspection type"
          options={toOptions(INSPECTION_TYPES)}
          {...field('inspectionType')}
          {...register('inspectionType')}
        />
        <SelectField
          label="Inspection trigger"
          options={TRIGGER_OPTIONS}
          {...field('inspectionTrigger')}
          {...register('inspectionTrigger')}
        />
        <WizardInspectorSelect form={form} field={field} />
      </div>
      <RadioGroup
        id={field('onsiteRemote').id}
        legend="Onsite or remote"
        options={toOptions(ONSITE_REMOTE)}
        inputProps={register('onsiteRemote')}
      />
      <TextareaField
        label="Special requirements"
        hint="Access arrangements, pets, parking or anything the inspector should know."
        {...field('specialRequirements')}
        {...register('specialRequirements')}
      />
    </>
  );
}
