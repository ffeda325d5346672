import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export type RadioOption = {
  value: string;
  label: string;
  description?: string;
  /** Not offered here; say why in `description`. */
  disabled?: boolean;
};

type RadioGroupProps = {
  /** Prefix for the radios' ids; each radio gets `${id}-${index}`. */
  id: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Spread onto every radio: register(name) or name/checked/onChange. */
  inputProps: Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value'>;
  isRequired?: boolean;
  describedBy?: string;
  isInvalid?: boolean;
  layout?: 'row' | 'column';
  className?: string;
};

/**
 * Native radios in a fieldset: the legend names the group, arrow keys move
 * between options, and tests find them with getByRole('radio', { name }).
 */
export function RadioGroup({
  id,
  legend,
  options,
  inputProps,
  isRequired = false,
  describedBy,
  isInvalid = false,
  layout = 'row',
  className,
}: RadioGroupProps) {
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className={cn('space-y-2', className)}
    >
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className={cn('flex gap-x-6 gap-y-2', layout === 'row' ? 'flex-wrap' : 'flex-col')}>
        {options.map((option, index) => {
          const radioId = `${id}-${index}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                type="radio"
                id={radioId}
                value={option.value}
                aria-describedby={option.description ? `${radioId}-description` : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-emerald-700 disabled:opacity-50"
                {...inputProps}
                {...(option.disabled ? { disabled: true } : {})}
              />
              <div className="text-sm">
                <label
                  htmlFor={radioId}
                  className={option.disabled ? 'text-slate-500' : 'text-slate-800'}
                >
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${radioId}-description`} className="text-slate-600">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
