import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationInput,
  DUPLICATE_INVITEE_MESSAGE,
  invitationStateOf,
  InviteInput,
} from './accounts';

const installerId = '3f1c2b9e-8a4d-4c7e-9b1a-2d3e4f5a6b7c';

describe('the invitation schemas (issue 31 point 1)', () => {
  it('refuses the same address twice in one dialog, whatever its case', () => {
    const result = InviteInput.safeParse({
      installerId,
      people: [
        { name: 'Ann', email: 'ann@fitters.test' },
        { name: 'Ann again', email: ' ANN@fitters.test ' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['people', 1, 'email'], message: DUPLICATE_INVITEE_MESSAGE },
    ]);
  });

  it('lower-cases addresses and needs at least one person', () => {
    const parsed = InviteInput.parse({
      installerId,
      people: [{ name: ' Ann ', email: 'Ann@X.test' }],
    });
    expect(parsed.people).toEqual([{ name: 'Ann', email: 'ann@x.test' }]);
    expect(InviteInput.safeParse({ installerId, people: [] }).error?.issues[0]?.message).toBe(
      'Add at least one person',
    );
  });

  it('asks for the staff password policy', () => {
    const short = AcceptInvitationInput.safeParse({ token: 't', newPassword: 'short' });
    expect(short.error?.issues[0]?.message).toBe('New password must be at least 8 characters');
  });

  it('reads the state: accepted and revoked before expiry', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const base = { acceptedAt: null, revokedAt: null, expiresAt: new Date('2026-12-04T12:00:00Z') };
    expect(invitationStateOf(base, now)).toBe('open');
    expect(invitationStateOf({ ...base, expiresAt: now }, now)).toBe('expired');
    expect(invitationStateOf({ ...base, expiresAt: now, acceptedAt: now }, now)).toBe('accepted');
    expect(invitationStateOf({ ...base, revokedAt: now }, now)).toBe('revoked');
  });
});
