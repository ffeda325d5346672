import { FormField, fieldAria } from './form-field';
import { Select } from './ui/select';

export type FilterOption<T extends string> = { value: T; label: string };

/** Options from a catalogue and its labels, in the catalogue's order. */
export function toFilterOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type BaseProps<T extends string> = {
  id: string;
  label: string;
  options: readonly FilterOption<T>[];
  /** Width of the labelled box, e.g. 'w-40'. */
  className?: string;
};

type WithAllProps<T extends string> = BaseProps<T> & {
  /** The first option, value '': no filtering ('All severities'). */
  allLabel: string;
  value: T | '';
  onChange: (value: T | '') => void;
};

type WithoutAllProps<T extends string> = BaseProps<T> & {
  allLabel?: undefined;
  value: T;
  onChange: (value: T) => void;
};

/**
 * A labelled toolbar select (filter, sort or order). A value the options do not
 * know, from an edited URL say, never reaches onChange: it reads as 'All'.
 */
export function FilterSelect<T extends string>(props: WithAllProps<T> | WithoutAllProps<T>) {
  const { id, label, options, className } = props;
  function handleChange(raw: string) {
    const known = options.find((option) => option.value === raw);
    if (props.allLabel !== undefined) props.onChange(known ? known.value : '');
    else if (known) props.onChange(known.value);
  }
  return (
    <FormField id={id} label={label} className={className}>
      {(c) => (
        <Select
          {...fieldAria(c)}
          value={props.value}
          onChange={(event) => handleChange(event.target.value)}
        >
          {props.allLabel !== undefined && <option value="">{props.allLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
