import type { ChangeEvent } from 'react';
import { describeError } from '@/web/lib/describe-error';
import { useInspectorOptions } from '../api/use-inspection-queries';
import { SelectField } from './form-fields';

type InspectorSelectProps = {
  id: string;
  errorId?: string;
  errorMessage?: string;
  className?: string;
  value: string;
  /** The empty first option; the pending queue's assign dialog has no 'not assigned' choice. */
  placeholder?: string;
  /** Both values the form keeps: the user's id (what the server checks) and name (review, notes). */
  onChoose: (inspector: { id: string; name: string }) => void;
};

/**
 * The inspector is chosen from the tenant's INSPECTOR users, never typed
 * (issue 28 point 6); 'Not assigned yet' leaves the inspection unassigned.
 */
export function InspectorSelect({
  value,
  onChoose,
  placeholder = 'Not assigned yet',
  ...field
}: InspectorSelectProps) {
  const options = useInspectorOptions();
  const inspectors = options.data ?? [];
  const hint = options.isPending
    ? 'Loading inspectors...'
    : options.isError
      ? describeError(options.error).message
      : inspectors.length === 0
        ? 'No active inspectors yet: add an INSPECTOR user to assign one.'
        : undefined;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = inspectors.find((i) => i.id === event.target.value);
    onChoose({ id: chosen?.id ?? '', name: chosen?.name ?? '' });
  };

  return (
    <SelectField
      label="Inspector"
      placeholder={placeholder}
      options={inspectors.map((i) => ({ value: i.id, label: i.name }))}
      value={value}
      onChange={choose}
      disabled={options.isPending}
      hint={hint}
      {...field}
    />
  );
}
