import {
  CUSTOM_CERTIFICATE,
  isDetailedMeasure,
  MEASURES,
  SYSTEM_CERTIFICATES,
} from '@/shared/inspections/measures';
import { SERVICES_ADJUSTED } from '@/shared/inspections/options';
import {
  applySinglePageMeasureChange,
  type SinglePageForm,
} from '@/shared/inspections/single-page-form';
import { useWatch } from 'react-hook-form';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { SelectField, TextField, toOptions } from '../form-fields';
import {
  errorPropsFor,
  fieldId,
  toSinglePageForm,
  type SectionProps,
  type SinglePageFormApi,
} from './single-page-types';

const MEASURE_OPTIONS = MEASURES.map((m) => ({ value: m.code, label: m.label }));

/** The shared rule decides what a new measure clears; copy across only what it changed. */
function useMeasureChange({ getValues, setValue }: SinglePageFormApi) {
  return (next: string) => {
    const current = toSinglePageForm(getValues());
    const changed = applySinglePageMeasureChange(current, next);
    for (const key of Object.keys(changed) as (keyof SinglePageForm)[]) {
      if (changed[key] !== current[key]) setValue(key, changed[key], { shouldDirty: true });
    }
  };
}

/** A detailed measure picks from its certificates (or a custom one); any other measure types it. */
function SystemCertificateField({
  form,
  error,
  measureType,
}: SectionProps & { measureType: string | undefined }) {
  const { register } = form;
  return isDetailedMeasure(measureType) ? (
    <SelectField
      label="System certificate"
      id={fieldId('systemCertificate')}
      placeholder="Select system certificate"
      options={[
        ...toOptions(SYSTEM_CERTIFICATES[measureType]),
        { value: CUSTOM_CERTIFICATE, label: 'Custom certificate...' },
      ]}
      {...errorPropsFor(error, 'systemCertificate')}
      {...register('systemCertificate')}
    />
  ) : (
    <TextField
      label="System certificate"
      id={fieldId('systemCertificate')}
      autoComplete="off"
      {...errorPropsFor(error, 'systemCertificate')}
      {...register('systemCertificate')}
    />
  );
}

export function MeasureSection({ form, error }: SectionProps) {
  const { register, control } = form;
  const [measureType, systemCertificate] = useWatch({
    control,
    name: ['measureType', 'systemCertificate'],
  });
  const changeMeasure = useMeasureChange(form);

  return (
    <section aria-labelledby="register-measure-heading" className="space-y-4">
      <h2 id="register-measure-heading" className="text-lg font-semibold text-slate-900">
        Inspection details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Policy ID"
          isRequired
          id={fieldId('policyId')}
          inputMode="numeric"
          autoComplete="off"
          {...errorPropsFor(error, 'policyId')}
          {...register('policyId')}
        />
        <SelectField
          label="Measure type"
          isRequired
          id={fieldId('measureType')}
          placeholder="Select measure type"
          options={MEASURE_OPTIONS}
          {...errorPropsFor(error, 'measureType')}
          {...register('measureType', {
            onChange: (e: { target: { value: string } }) => changeMeasure(e.target.value),
          })}
        />
        <SystemCertificateField form={form} error={error} measureType={measureType} />
        {systemCertificate === CUSTOM_CERTIFICATE && (
          <TextField
            label="Custom system certificate"
            isRequired
            id={fieldId('customSystemCertificate')}
            autoComplete="off"
            {...errorPropsFor(error, 'customSystemCertificate')}
            {...register('customSystemCertificate')}
          />
        )}
        <TextField
          label="Invoice reference"
          isRequired={measureType === 'IWI'}
          id={fieldId('invoiceReference')}
          autoComplete="off"
          hint={measureType === 'IWI' ? 'Required for IWI inspections' : undefined}
          {...errorPropsFor(error, 'invoiceReference')}
          {...register('invoiceReference')}
        />
      </div>
      <RadioGroup
        id={fieldId('servicesAdjusted')}
        legend="Services adjusted"
        options={toOptions(SERVICES_ADJUSTED)}
        inputProps={register('servicesAdjusted')}
      />
    </section>
  );
}
