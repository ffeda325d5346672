import { INSPECTION_OUTCOMES, OUTCOME_LABELS } from '@/shared/inspections/options';
import { useWatch } from 'react-hook-form';
import { RadioGroup } from '@/web/components/ui/radio-group';
import {
  CheckboxField,
  TextareaField,
  TextField,
} from '@/web/features/inspections/register/form-fields';
import type { StepProps } from '../wizard-field';
import { WizardInspectorSelect } from './wizard-inspector-select';

const OUTCOME_OPTIONS = INSPECTION_OUTCOMES.map((value) => ({
  value,
  label: OUTCOME_LABELS[value],
}));

export function ResultsStep({ form, field }: StepProps) {
  const { register, control } = form;
  const [defectsFound, remedialActionRequired, certificateIssued] = useWatch({
    control,
    name: ['defectsFound', 'remedialActionRequired', 'certificateIssued'],
  });
  const outcome = field('inspectionOutcome');
  return (
    <>
      <TextField
        label="Completed date"
        isRequired
        type="date"
        className="sm:max-w-xs"
        {...field('completedDate')}
        {...register('completedDate')}
      />
      <RadioGroup
        id={outcome.id}
        legend="Inspection outcome"
        isRequired
        isInvalid={Boolean(outcome.errorId)}
        describedBy={outcome.errorId}
        layout="column"
        options={OUTCOME_OPTIONS}
        inputProps={register('inspectionOutcome')}
      />
      <div className="space-y-3">
        <CheckboxField
          label="Defects found"
          {...field('defectsFound')}
          {...register('defectsFound')}
        />
        {defectsFound && (
          <TextareaField
            label="Defect details"
            {...field('defectDetails')}
            {...register('defectDetails')}
          />
        )}
      </div>
      <div className="space-y-3">
        <CheckboxField
          label="Remedial action required"
          {...field('remedialActionRequired')}
          {...register('remedialActionRequired')}
        />
        {remedialActionRequired && (
          <TextareaField
            label="Remedial action details"
            {...field('remedialActionDetails')}
            {...register('remedialActionDetails')}
          />
        )}
      </div>
      <div className="space-y-3">
        <CheckboxField
          label="Certificate issued"
          {...field('certificateIssued')}
          {...register('certificateIssued')}
        />
        {certificateIssued && (
          <TextField
            label="Certificate number"
            autoComplete="off"
            className="sm:max-w-md"
            {...field('certificateNumber')}
            {...register('certificateNumber')}
          />
        )}
      </div>
      <WizardInspectorSelect form={form} field={field} className="sm:max-w-md" />
    </>
  );
}
