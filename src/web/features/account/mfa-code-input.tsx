import { MFA_CODE_LENGTH, sanitizeMfaCode } from '@/shared/mfa/mfa';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

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
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
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
    </div>
  );
}
