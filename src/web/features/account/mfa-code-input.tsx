import { MFA_CODE_LENGTH, sanitizeMfaCode } from '@/shared/mfa/mfa';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';

/** Digits only, cut to six as the user types or pastes (spec 02 §5). */
export function MfaCodeInput({
  id,
  label,
  value,
  onChange,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <FormField id={id} label={label}>
      {(c) => (
        <Input
          {...fieldAria(c)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={MFA_CODE_LENGTH}
          placeholder="000000"
          autoFocus={autoFocus}
          className="text-center font-mono text-lg tracking-[0.5em]"
          value={value}
          onChange={(event) => onChange(sanitizeMfaCode(event.target.value))}
        />
      )}
    </FormField>
  );
}
