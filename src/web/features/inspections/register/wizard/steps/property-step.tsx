import { BEDROOMS, FLOORS, PROPERTY_TYPES } from '@/shared/inspections/options';
import { SelectField, TextField, toOptions } from '@/web/features/inspections/register/form-fields';
import type { StepProps } from '../wizard-field';

const range = ({ min, max }: { min: number; max: number }) =>
  toOptions(Array.from({ length: max - min + 1 }, (_, index) => String(min + index)));

// A select gives '' for "not chosen"; the form keeps that as null, not 0.
const toCount = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function PropertyStep({ form: { register }, field, variant }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Address line 1"
        isRequired
        autoComplete="address-line1"
        className="sm:col-span-2"
        {...field('addressLine1')}
        {...register('addressLine1')}
      />
      <TextField
        label="Town/City"
        isRequired
        autoComplete="address-level2"
        {...field('addressTown')}
        {...register('addressTown')}
      />
      <TextField
        label="Postcode"
        isRequired
        autoComplete="postal-code"
        hint="For example SW1A 1AA"
        {...field('addressPostcode')}
        {...register('addressPostcode')}
      />
      {variant === 'schedule' && (
        <>
          <SelectField
            label="Property type"
            placeholder="Select property type"
            options={toOptions(PROPERTY_TYPES)}
            {...field('propertyType')}
            {...register('propertyType')}
          />
          <div className="grid grid-cols-2 gap-4">
            <SelectField
              label="Bedrooms"
              placeholder="Select"
              options={range(BEDROOMS)}
              {...field('propertyBedrooms')}
              {...register('propertyBedrooms', { setValueAs: toCount })}
            />
            <SelectField
              label="Floors"
              placeholder="Select"
              options={range(FLOORS)}
              {...field('propertyFloors')}
              {...register('propertyFloors', { setValueAs: toCount })}
            />
          </div>
        </>
      )}
    </div>
  );
}
