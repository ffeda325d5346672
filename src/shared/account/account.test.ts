import { describe, expect, it } from 'vitest';
import { AccountPreferencesInput, ChangeOwnPasswordForm, PASSWORD_MISMATCH } from './account';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('Password & Security form', () => {
  it('says the new passwords do not match', () => {
    const result = ChangeOwnPasswordForm.safeParse({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(firstMessage(result)).toBe(PASSWORD_MISMATCH);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('uses the generic validator messages', () => {
    expect(
      firstMessage(
        ChangeOwnPasswordForm.safeParse({
          currentPassword: '',
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-1',
        }),
      ),
    ).toBe('Current password is required');
    expect(
      firstMessage(
        ChangeOwnPasswordForm.safeParse({
          currentPassword: 'old-password-1',
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toBe('New password must be at least 8 characters');
  });
});

describe('account preferences', () => {
  it('offer 15, 30, 60 or 120 minutes or never', () => {
    for (const minutes of [15, 30, 60, 120, null]) {
      expect(
        AccountPreferencesInput.safeParse({
          sessionTimeoutMinutes: minutes,
          emailNotifications: true,
          loginNotifications: false,
        }).success,
      ).toBe(true);
    }
    expect(
      AccountPreferencesInput.safeParse({
        sessionTimeoutMinutes: 10,
        emailNotifications: true,
        loginNotifications: false,
      }).success,
    ).toBe(false);
  });
});
