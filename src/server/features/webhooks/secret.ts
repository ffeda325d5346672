import { randomBytes } from 'node:crypto';

/** A Standard Webhooks signing secret: "whsec_" and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What the list shows of a secret after it was issued: enough to tell two apart. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;
