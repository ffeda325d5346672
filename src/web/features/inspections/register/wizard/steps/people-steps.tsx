import { CUSTOMER_TITLES } from '@/shared/inspections/options';
import { SelectField, TextField, toOptions } from '@/web/features/inspections/register/form-fields';
import type { StepProps } from '../wizard-field';

export function CustomerStep({ form: { register }, field }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Title"
        placeholder="Select title"
        autoComplete="honorific-prefix"
        options={toOptions(CUSTOMER_TITLES)}
        className="sm:col-span-2 sm:max-w-xs"
        {...field('customerTitle')}
        {...register('customerTitle')}
      />
      <TextField
        label="First name"
        isRequired
        autoComplete="given-name"
        {...field('customerForename')}
        {...register('customerForename')}
      />
      <TextField
        label="Last name"
        isRequired
        autoComplete="family-name"
        {...field('customerSurname')}
        {...register('customerSurname')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...field('customerEmail')}
        {...register('customerEmail')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...field('customerPhone')}
        {...register('customerPhone')}
      />
    </div>
  );
}

export function InstallerStep({ form: { register }, field }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Installer name"
        isRequired
        autoComplete="off"
        {...field('installerName')}
        {...register('installerName')}
      />
      <TextField
        label="QMP certificate"
        autoComplete="off"
        {...field('qmpCert')}
        {...register('qmpCert')}
      />
      <TextField
        label="Installer company"
        isRequired
        autoComplete="organization"
        {...field('installerCompany')}
        {...register('installerCompany')}
      />
      <TextField
        label="Installer email"
        type="email"
        autoComplete="off"
        {...field('installerEmail')}
        {...register('installerEmail')}
      />
      <TextField
        label="Installer phone"
        type="tel"
        autoComplete="off"
        {...field('installerPhone')}
        {...register('installerPhone')}
      />
    </div>
  );
}
