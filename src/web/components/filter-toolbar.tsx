import { useId, type ReactNode } from 'react';
import { FormField, fieldAria } from './form-field';
import { Checkbox } from './ui/checkbox';

/** A list's toolbar: search, filters and sort in one wrapping row, aligned on their controls. */
export function FilterToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {children}
    </div>
  );
}

type CheckboxFilterProps = {
  label: string;
  checked: boolean;
  onChange: (isOn: boolean) => void;
};

/** A yes-or-no filter ('Overdue only'): the box and its label stand as tall as a select. */
export function CheckboxFilter({ label, checked, onChange }: CheckboxFilterProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} layout="inline" className="h-10">
      {(c) => (
        <Checkbox
          {...fieldAria(c)}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
      )}
    </FormField>
  );
}
