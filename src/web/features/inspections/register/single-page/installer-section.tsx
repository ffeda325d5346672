import { SINGLE_FORM_QUICK_FILL_INSTALLERS } from '@/shared/inspections/options';
import { useState } from 'react';
import { SelectField, TextField } from '../form-fields';
import { useQuickFillInstallers } from '../use-quick-fill-installers';
import { errorPropsFor, fieldId, type SectionProps } from './single-page-types';

// The spec's built-in entries carry only a name and a QMP number.
const FALLBACK = SINGLE_FORM_QUICK_FILL_INSTALLERS.map((i) => ({
  ...i,
  company: i.name,
  email: '',
  phone: '',
}));

export function InstallerSection({ form, error }: SectionProps) {
  const { register, setValue } = form;
  const [quickFill, setQuickFill] = useState('');
  const installers = useQuickFillInstallers(13, FALLBACK);
  const quickFillOptions = installers.map((installer) => ({
    value: installer.name,
    label: installer.qmpCert ? `${installer.name} (${installer.qmpCert})` : installer.name,
  }));

  const fillInstaller = (name: string) => {
    setQuickFill(name);
    const installer = installers.find((i) => i.name === name);
    if (!installer) return;
    setValue('installerName', installer.name, { shouldDirty: true });
    setValue('qmpCert', installer.qmpCert, { shouldDirty: true });
  };

  return (
    <section aria-labelledby="register-installer-heading" className="space-y-4">
      <h2 id="register-installer-heading" className="text-lg font-semibold text-slate-900">
        Installer
      </h2>
      <SelectField
        label="Quick-fill installer"
        id="register-quick-fill"
        placeholder="Choose an installer to fill in their details"
        options={quickFillOptions}
        value={quickFill}
        onChange={(event) => fillInstaller(event.target.value)}
        className="sm:max-w-md"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Installer name"
          isRequired
          id={fieldId('installerName')}
          autoComplete="organization"
          {...errorPropsFor(error, 'installerName')}
          {...register('installerName')}
        />
        <TextField
          label="Installer email"
          type="email"
          id={fieldId('installerEmail')}
          autoComplete="email"
          {...errorPropsFor(error, 'installerEmail')}
          {...register('installerEmail')}
        />
        <TextField
          label="QMP certificate"
          id={fieldId('qmpCert')}
          autoComplete="off"
          {...errorPropsFor(error, 'qmpCert')}
          {...register('qmpCert')}
        />
      </div>
    </section>
  );
}
