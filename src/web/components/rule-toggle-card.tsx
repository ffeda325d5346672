import { useId, type ReactNode } from 'react';
import { FormField, fieldAria } from './form-field';
import { Checkbox } from './ui/checkbox';

type RuleToggleCardProps = {
  title: string;
  /** What the rule says when it is on. */
  label: ReactNode;
  checked: boolean;
  /** Only administrators change tenant rules; others see them read-only, with a line saying so. */
  canEdit: boolean;
  busy: boolean;
  /** Set when the rule could not be loaded: the box stays disabled and this is shown. */
  loadError?: string;
  onChange: (checked: boolean) => void;
};

/** A tenant rule shown where it applies (payments, inspections), switched by one checkbox. */
export function RuleToggleCard(props: RuleToggleCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.loadError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {props.loadError}
        </p>
      )}
      {/* The read-only note stays inside the label: the box's name has always included it. */}
      <FormField
        id={`${titleId}-box`}
        layout="inline-top"
        className="mt-2"
        label={
          <>
            {props.label}
            {!props.canEdit && (
              <span className="block text-xs text-slate-600">
                Only administrators can change this rule.
              </span>
            )}
          </>
        }
      >
        {(c) => (
          <Checkbox
            {...fieldAria(c)}
            className="mt-0.5"
            checked={props.checked}
            disabled={!props.canEdit || props.busy || Boolean(props.loadError)}
            onChange={(event) => props.onChange(event.target.checked)}
          />
        )}
      </FormField>
    </section>
  );
}
