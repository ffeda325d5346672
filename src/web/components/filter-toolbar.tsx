import type { ReactNode } from 'react';
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

/** A yes-or-no filter ('Overdue only'): the label wraps the box and stands as tall as a select. */
export function CheckboxFilter({ label, checked, onChange }: CheckboxFilterProps) {
  return (
    <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
