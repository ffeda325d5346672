import { MEASURES } from '@/shared/inspections/measures';
import { WIZARD_QUICK_FILL_INSTALLERS } from '@/shared/inspections/options';
import type { WizardForm } from '@/shared/inspections/wizard-form';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { cn } from '@/web/lib/cn';
import { SelectField, TextField } from '@/web/features/inspections/register/form-fields';
import { useQuickFillInstallers } from '@/web/features/inspections/register/use-quick-fill-installers';
import { applyWizardMeasureChange } from '../draft-data';
import { MEASURE_ICONS } from '../measure-icons';
import type { StepProps } from '../wizard-field';

type FieldBinding = ReturnType<StepProps['field']>;

/** The measure cards: one radio each, its description read as the radio's description. */
function MeasureTypeCards({
  measureField,
  measureType,
  onChange,
}: {
  measureField: FieldBinding;
  measureType: WizardForm['measureType'];
  onChange: (code: string) => void;
}) {
  return (
    <fieldset
      id={measureField.id}
      aria-describedby={measureField.errorId}
      aria-invalid={measureField.errorId ? true : undefined}
    >
      <legend className="mb-3 text-sm font-medium text-slate-800">
        Measure type
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {MEASURES.map((measure) => {
          const Icon = MEASURE_ICONS[measure.icon];
          const inputId = `${measureField.id}-${measure.code}`;
          const isChosen = measureType === measure.code;
          return (
            <FormField
              key={measure.code}
              id={inputId}
              layout="inline-top"
              className="relative h-full"
              labelClassName={cn(
                'h-full flex-1 cursor-pointer rounded-lg border p-4 pr-10 transition',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700',
                isChosen
                  ? 'border-emerald-700 bg-emerald-50'
                  : 'border-slate-200 hover:border-slate-400',
              )}
              label={
                <span className="flex items-start gap-3 text-base font-normal">
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  <span>
                    <span className="block font-semibold text-slate-900">{measure.short}</span>
                    {/* Inside the card but read as the radio's description, not its name. */}
                    <span
                      id={`${inputId}-description`}
                      aria-hidden="true"
                      className="block text-sm text-slate-600"
                    >
                      {measure.description}
                    </span>
                  </span>
                </span>
              }
            >
              {(c) => (
                <input
                  {...fieldAria(c)}
                  type="radio"
                  name="measureType"
                  value={measure.code}
                  checked={isChosen}
                  onChange={() => onChange(measure.code)}
                  aria-describedby={`${inputId}-description`}
                  className="peer absolute top-4 right-4 h-4 w-4 accent-emerald-700"
                />
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Picking a known installer fills their details; the choice itself is not part of the form. */
function QuickFillInstallerField({ form }: { form: StepProps['form'] }) {
  const { setValue } = form;
  const [quickFill, setQuickFill] = useState('');
  const installers = useQuickFillInstallers(4, WIZARD_QUICK_FILL_INSTALLERS);

  const fillInstaller = (name: string) => {
    setQuickFill(name);
    const installer = installers.find((i) => i.name === name);
    if (!installer) return;
    const options = { shouldDirty: true };
    setValue('installerName', installer.name, options);
    setValue('installerCompany', installer.company, options);
    setValue('installerEmail', installer.email, options);
    setValue('installerPhone', installer.phone, options);
    setValue('qmpCert', installer.qmpCert, options);
  };

  return (
    <SelectField
      label="Quick-fill installer"
      id="wizard-quick-fill"
      placeholder="Choose an installer to fill in their details"
      hint="Fills in the installer's name, company, email, phone and QMP certificate."
      options={installers.map((i) => ({ value: i.name, label: i.name }))}
      value={quickFill}
      onChange={(event) => fillInstaller(event.target.value)}
    />
  );
}

export function MeasurePolicyStep({ form, field }: StepProps) {
  const { register, control, getValues, setValue } = form;
  const measureType = useWatch({ control, name: 'measureType' });

  const changeMeasure = (code: string) => {
    const current = getValues();
    const changed = applyWizardMeasureChange(current, code);
    for (const key of Object.keys(changed) as (keyof WizardForm)[]) {
      if (changed[key] !== current[key]) setValue(key, changed[key], { shouldDirty: true });
    }
  };

  return (
    <>
      <MeasureTypeCards
        measureField={field('measureType')}
        measureType={measureType}
        onChange={changeMeasure}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Policy ID"
          isRequired
          autoComplete="off"
          {...field('policyId')}
          {...register('policyId')}
        />
        <QuickFillInstallerField form={form} />
      </div>
    </>
  );
}
