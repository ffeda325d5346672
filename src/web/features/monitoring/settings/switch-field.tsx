import { Switch } from 'radix-ui';
import { FormField } from '@/web/components/form-field';
import { cn } from '@/web/lib/cn';

type SwitchFieldProps = {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A labelled on/off switch (role="switch"), for settings that take effect when saved. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: SwitchFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} layout="trailing" className="py-3">
      {(c) => (
        <Switch.Root
          id={c.id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
          aria-describedby={c.describedBy}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            'disabled:cursor-not-allowed disabled:opacity-60',
            checked ? 'bg-emerald-700' : 'bg-slate-300',
          )}
        >
          <Switch.Thumb
            className={cn(
              'block h-5 w-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </Switch.Root>
      )}
    </FormField>
  );
}
