import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@/shared/installer-portal/accounts';

/** 32 random bytes, base64url: only its SHA-256 is stored, so a database copy opens nothing. */
export function newInvitationToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
  return { token, tokenHash: hashInvitationToken(token), expiresAt };
}

export function hashInvitationToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}
