import {
  CUSTOM_CERTIFICATE,
  findMeasure,
  isDetailedMeasure,
  SERVICES_ADJUSTED_MEASURES,
  SYSTEM_CERTIFICATES,
} from '@/shared/inspections/measures';
import { SERVICES_ADJUSTED } from '@/shared/inspections/options';
import { useWatch } from 'react-hook-form';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { SelectField, TextField, toOptions } from '@/web/features/inspections/register/form-fields';
import type { StepProps } from '../wizard-field';
import { MeasureQuestions } from './measure-questions';

export function MeasureDetailsStep({ form, field, variant }: StepProps) {
  const { register, control } = form;
  const [measureType, systemCertificate] = useWatch({
    control,
    name: ['measureType', 'systemCertificate'],
  });
  const measure = findMeasure(measureType);

  if (!measure) return <p className="text-slate-700">Please select a measure type first.</p>;

  const invoice = (
    <TextField
      label="Invoice reference"
      autoComplete="off"
      {...field('invoiceReference')}
      {...register('invoiceReference')}
    />
  );

  if (!isDetailedMeasure(measure.code)) {
    return (
      <>
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">
          This measure type ({measure.short}) doesn&apos;t require additional specific details. You
          can proceed to the next step.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="System certificate"
            autoComplete="off"
            {...field('systemCertificate')}
            {...register('systemCertificate')}
          />
          {invoice}
        </div>
      </>
    );
  }

  const servicesField = field('servicesAdjusted');
  const needsServices = SERVICES_ADJUSTED_MEASURES.includes(measure.code);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="System certificate"
          placeholder="Select system certificate"
          options={[
            ...toOptions(SYSTEM_CERTIFICATES[measure.code]),
            { value: CUSTOM_CERTIFICATE, label: 'Custom certificate...' },
          ]}
          {...field('systemCertificate')}
          {...register('systemCertificate')}
        />
        {systemCertificate === CUSTOM_CERTIFICATE && (
          <TextField
            label="Custom system certificate"
            isRequired
            autoComplete="off"
            {...field('customSystemCertificate')}
            {...register('customSystemCertificate')}
          />
        )}
        {invoice}
      </div>
      <RadioGroup
        id={servicesField.id}
        legend="Services adjusted"
        isRequired={needsServices}
        isInvalid={Boolean(servicesField.errorId)}
        describedBy={servicesField.errorId}
        options={toOptions(SERVICES_ADJUSTED)}
        inputProps={register('servicesAdjusted')}
      />
      {variant === 'completed' && (
        <MeasureQuestions form={form} field={field} measure={measure.code} />
      )}
    </>
  );
}
