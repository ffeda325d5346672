import { INSPECTION_TYPES, ONSITE_REMOTE } from '@/shared/inspections/options';
import { TRIGGER_LABELS } from '@/shared/inspections/triggers';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField, toOptions } from '../form-fields';
import { InspectorSelect } from '../inspector-select';
import { errorPropsFor, fieldId, type SectionProps } from './single-page-types';

const TRIGGER_OPTIONS = toOptions(TRIGGER_LABELS);

export function PropertySection({ form: { register }, error }: SectionProps) {
  return (
    <section aria-labelledby="register-property-heading" className="space-y-4">
      <h2 id="register-property-heading" className="text-lg font-semibold text-slate-900">
        Property
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Address"
          isRequired
          id={fieldId('addressLine1')}
          autoComplete="address-line1"
          className="sm:col-span-2"
          {...errorPropsFor(error, 'addressLine1')}
          {...register('addressLine1')}
        />
        <TextField
          label="Postcode"
          isRequired
          id={fieldId('postcode')}
          autoComplete="postal-code"
          hint="For example SW1A 1AA"
          {...errorPropsFor(error, 'postcode')}
          {...register('postcode')}
        />
      </div>
    </section>
  );
}

export function VisitSection({ form: { register, control, setValue }, error }: SectionProps) {
  const inspectorUserId = useWatch({ control, name: 'inspectorUserId' });
  return (
    <section aria-labelledby="register-visit-heading" className="space-y-4">
      <h2 id="register-visit-heading" className="text-lg font-semibold text-slate-900">
        Inspection
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Inspection trigger"
          id={fieldId('inspectionTrigger')}
          options={TRIGGER_OPTIONS}
          {...errorPropsFor(error, 'inspectionTrigger')}
          {...register('inspectionTrigger')}
        />
        <SelectField
          label="Inspection type"
          id={fieldId('inspectionType')}
          options={toOptions(INSPECTION_TYPES)}
          {...errorPropsFor(error, 'inspectionType')}
          {...register('inspectionType')}
        />
        <InspectorSelect
          id={fieldId('inspectorUserId')}
          value={inspectorUserId}
          onChoose={(inspector) => {
            setValue('inspectorUserId', inspector.id, { shouldDirty: true });
            setValue('inspectorName', inspector.name, { shouldDirty: true });
          }}
          {...errorPropsFor(error, 'inspectorUserId')}
        />
        <TextField
          label="Inspection date"
          isRequired
          type="date"
          id={fieldId('inspectionDate')}
          {...errorPropsFor(error, 'inspectionDate')}
          {...register('inspectionDate')}
        />
      </div>
      <RadioGroup
        id={fieldId('onsiteRemote')}
        legend="Onsite or remote"
        options={toOptions(ONSITE_REMOTE)}
        inputProps={register('onsiteRemote')}
      />
    </section>
  );
}
