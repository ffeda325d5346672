import { isIP } from 'node:net';
import { LanguageModelEnvShape } from './lib/language-model';
import { LOG_FORMATS } from './log-text';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d+$/.test(bits) && width >= 0 && width <= (version === 4 ? 32 : 128);
}

/** An http(s) origin and nothing more: 'https://host[:port]', no path, query or credentials. */
function isWebOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare;
  } catch {
    return false;
  }
}

/** The Vite dev server (npm run dev), which proxies /api and /trpc to this server. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Origins trusted besides the base URL (PUBLIC_URL): by better-auth's sign-in check and by
 * the cross-site check on changes (origin-check.ts). The Vite dev server only when `npm run
 * dev` lists it in TRUSTED_ORIGINS (a page on a user's own machine must not act on a server
 * started any other way, NODE_ENV set or not); the
 * 127.0.0.1 spelling of the default address only when PUBLIC_URL is unset; TRUSTED_ORIGINS
 * always.
 */
export function trustedOriginsOf(env: Env): string[] {
  return [
    ...(env.PUBLIC_URL === undefined ? [`http://127.0.0.1:${env.PORT}`] : []),
    ...(env.TRUSTED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
  ];
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // One readable line per event, or pino's JSON lines for log shipping (docs/operators.md).
  LOG_FORMAT: z.enum(LOG_FORMATS).default('text'),
  // Mean event-loop delay past which new requests get 503 (docs/decisions/014); 0 switches that
  // check off, as the browser suite does on its shared two-core machine (the heap check stays).
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Where uploaded and generated files live: DATA_DIR/files, or an S3-compatible bucket shared by every server.
  STORAGE: z.enum(['local', 's3']).default('local'),
  // Proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed; off by default.
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'TRUST_PROXY must list IP addresses or CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1',
    })
    .optional(),
  // Further origins allowed to sign in and send changes (comma-separated), besides PUBLIC_URL.
  TRUSTED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isWebOrigin), {
      message:
        'TRUSTED_ORIGINS must list origins, e.g. https://inspect.example.com,https://qa.example.com',
    })
    .optional(),
  // Installation operators (backups, server log); unset: the first tenant's ADMINs (docs/operators.md).
  OPERATOR_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => z.string().email().safeParse(entry).success), {
      message: 'OPERATOR_EMAILS must list e-mail addresses, e.g. ops@example.com,it@example.com',
    })
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z.string().default(''),
  // Optional language model for the assistant and AI Polish (docs/assistant.md); unset: local only.
  ...LanguageModelEnvShape,
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; baseUrl: string };

/** Reads and validates the environment; empty strings count as unset. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid environment:\n  S3_BUCKET is required when STORAGE=s3');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    baseUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
