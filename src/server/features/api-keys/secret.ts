import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PREFIX_CHARS = 12;
const SECRET_CHARS = 32;

/** `ihk_` + 12-char prefix + `_` + 32 chars: the prefix finds the row, the rest is the secret. */
const SECRET_FORM = /^(ihk_[0-9A-Za-z]{12})_[0-9A-Za-z]{32}$/;

// randomInt draws without modulo bias: 32 base62 characters carry about 190 bits.
const randomBase62 = (length: number) =>
  Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');

/**
 * A new key's secret and what is stored of it. `prefix` is the secret's first 16 characters
 * (`ihk_` and 12 random ones): shown in the list so a person can tell which key is which.
 */
export function newApiKeySecret() {
  const prefix = `ihk_${randomBase62(PREFIX_CHARS)}`;
  const secret = `${prefix}_${randomBase62(SECRET_CHARS)}`;
  return { prefix, secret, secretHash: hashApiKeySecret(secret) };
}

/** SHA-256 hex of the whole secret: a fast hash is enough for 190 random bits. */
export const hashApiKeySecret = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** The prefix of something shaped like a key's secret, else null (no database read for it). */
export function prefixOf(presented: string): string | null {
  return SECRET_FORM.exec(presented)?.[1] ?? null;
}

/** Compares the presented secret's hash with the stored one in constant time. */
export function secretMatches(presented: string, storedHash: string) {
  const given = Buffer.from(hashApiKeySecret(presented), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
