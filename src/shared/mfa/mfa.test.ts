import { describe, expect, it } from 'vitest';
import {
  BackupCodeInput,
  MFA_MESSAGES,
  MfaDisableInput,
  MfaVerifyInput,
  normaliseBackupCode,
  sanitizeMfaCode,
} from './mfa';

describe('MFA input rules (spec 02 §5)', () => {
  it('keeps digits only and cuts to six', () => {
    expect(sanitizeMfaCode('12a3 4-5')).toBe('12345');
    expect(sanitizeMfaCode('123456789')).toBe('123456');
    expect(sanitizeMfaCode('abc')).toBe('');
  });

  it('verifies exactly six digits', () => {
    expect(MfaVerifyInput.safeParse({ token: '012345' }).success).toBe(true);
    for (const token of ['12345', '1234567', '12345a', '']) {
      const result = MfaVerifyInput.safeParse({ token });
      expect(result.error?.issues[0]?.message).toBe(MFA_MESSAGES.invalidCode);
    }
    expect(MfaVerifyInput.safeParse({}).error?.issues[0]?.message).toBe(MFA_MESSAGES.invalidCode);
  });

  it('needs a non-blank password to reset', () => {
    expect(MfaDisableInput.safeParse({ password: '  ' }).error?.issues[0]?.message).toBe(
      MFA_MESSAGES.passwordRequired,
    );
    expect(MfaDisableInput.safeParse({ password: 'secret-1' }).success).toBe(true);
  });

  it('accepts a backup code with or without its dash', () => {
    expect(BackupCodeInput.safeParse('abCde-12345').success).toBe(true);
    expect(BackupCodeInput.safeParse('abCde12345').success).toBe(true);
    expect(BackupCodeInput.safeParse('abc-123').success).toBe(false);
    expect(normaliseBackupCode(' abCde12345 ')).toBe('abCde-12345');
    expect(normaliseBackupCode('abCde-12345')).toBe('abCde-12345');
  });
});
