import { z } from 'zod';

/**
 * The stable `code` of every refusal of the public API (docs/api.md, "Errors"). Clients branch
 * on it; the `title` and `detail` are for people and may be reworded.
 */
export const PROBLEM_CODES = [
  'invalid_input',
  'unauthenticated',
  'key_expired',
  'key_revoked',
  'owner_inactive',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** RFC 9457 problem details, with our stable code and, for invalid input, each field's error. */
export const Problem = z
  .object({
    type: z.string().meta({ description: 'A URI naming the kind of problem (documented).' }),
    title: z.string().meta({ description: 'A short summary of the kind of problem.' }),
    status: z.number().int().meta({ description: 'The HTTP status code.' }),
    detail: z.string().meta({ description: 'What went wrong this time, in plain words.' }),
    code: z.enum(PROBLEM_CODES),
    errors: z
      .array(
        z.object({
          field: z.string().meta({ description: "Dotted path of the field ('' for the whole)." }),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details (docs/api.md, "Errors").' });
export type Problem = z.infer<typeof Problem>;

/** Titles per code (RFC 9457 `title`: the same for every occurrence of the kind). */
export const PROBLEM_TITLES: Record<ProblemCode, string> = {
  invalid_input: 'Invalid input',
  unauthenticated: 'Authentication required',
  key_expired: 'API key expired',
  key_revoked: 'API key revoked',
  owner_inactive: "API key's owner is inactive",
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'Conflict',
  idempotency_key_reused: 'Idempotency key reused',
  idempotency_in_progress: 'Request with this idempotency key in progress',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  unavailable: 'Service unavailable',
  internal: 'Internal error',
};

/** `type` of a problem: a documented anchor, stable per code. */
export const problemType = (code: ProblemCode) => `/api/v1/docs#problem-${code}`;
