import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level and no spaces, so the same
 * record always gives the same text (and the same hash) whichever order its
 * fields were built in. Undefined values are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The verification code printed on a report: SHA-256 of the record's canonical JSON. */
export function verificationCode(record: unknown): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex');
}
