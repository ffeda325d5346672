import pino, { type DestinationStream, type Logger } from 'pino';
import { textStream, type LogFormat } from './log-text';

/**
 * Request URLs carry secrets and personal text (issue 27, point 8): the RSS
 * feed's secret is its path (/feeds/news/<secret>.xml), tRPC queries send
 * their input, search terms included, as `?input=`, and better-auth's links
 * carry `?token=`. Every URL a log line holds goes through this first.
 *
 * - /feeds/news/<secret>.xml and /api/auth/reset-password/<token>: the secret
 *   segment becomes [redacted];
 * - /trpc/<procedures>: the procedure names stay, every query value but
 *   `batch` becomes [redacted];
 * - anywhere else: the query values of a short list of harmless names (paging,
 *   sorting, format) stay; every other value (token, secret, key, password,
 *   search text, names, e-mail addresses ...) becomes [redacted].
 * Parameter names stay, so the operator still sees what kind of call it was.
 */
export const REDACTED = '[redacted]';

// Everything after these prefixes is a secret.
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/feeds\/news\/).+$/,
  /^(\/api\/auth\/reset-password\/).+$/,
];
// A parameter name worth showing; anything else (free text typed as a name) is redacted too.
const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;
const TRPC_KEPT_PARAMS = new Set(['batch']);
const KEPT_PARAMS = new Set([
  'batch',
  'page',
  'pageSize',
  'limit',
  'offset',
  'sort',
  'dir',
  'format',
  'period',
  'tab',
  'download',
  'inline',
]);

function redactPath(path: string) {
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match) return `${match[1]}${REDACTED}`;
  }
  return path;
}

function redactQuery(query: string, kept: ReadonlySet<string>) {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1 && !pair) return pair;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is never on the kept list.
      }
      if (kept.has(decoded)) return pair;
      return `${PLAIN_NAME.test(name) ? name : REDACTED}=${REDACTED}`;
    })
    .join('&');
}

/** The URL as a log line may show it: secret path segments and query values replaced by [redacted]. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const safePath = redactPath(path);
  if (queryAt === -1) return safePath;
  const kept = path === '/trpc' || path.startsWith('/trpc/') ? TRPC_KEPT_PARAMS : KEPT_PARAMS;
  return `${safePath}?${redactQuery(withoutHash.slice(queryAt + 1), kept)}`;
}

// A path inside free text (Fastify's "Route GET:/x?y not found"), up to the next space or quote.
const PATH_IN_TEXT = /\/[^\s"'<>]*/g;

/** Redacts every URL path found in a message (only when one could hold a secret). */
export function redactUrlsInText(text: string): string {
  if (!text.includes('?') && !text.includes('/feeds/') && !text.includes('/reset-password/'))
    return text;
  return text.replace(PATH_IN_TEXT, (path) => redactUrl(path));
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number } | null;
};

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The newest log lines of this process, kept in memory for Admin Settings >
 * Maintenance > Export Logs. Bounded by line count and by each line's length,
 * so a chatty server never holds more than about RING_LINES * MAX_LINE bytes.
 */
const RING_LINES = 2_000;
const MAX_LINE = 4_000;
const ring: string[] = [];

export function recordLogLine(line: string) {
  const trimmed = line.endsWith('\n') ? line.slice(0, -1) : line;
  ring.push(trimmed.length > MAX_LINE ? `${trimmed.slice(0, MAX_LINE)}…` : trimmed);
  if (ring.length > RING_LINES) ring.splice(0, ring.length - RING_LINES);
}

/** The kept lines, oldest first (JSON lines as pino wrote them, secrets already redacted). */
export function listRecentLogLines(): readonly string[] {
  return [...ring];
}

const isListeningLine = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('Server listening at ');

const ringStream = { write: (line: string) => recordLogLine(line) };

/** Standard output, written synchronously: SonicBoom's default, asynchronous writes put lines after the banner. */
function standardOutput(format: LogFormat): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true });
  return format === 'text' ? textStream(stdout, process.stdout.isTTY === true) : stdout;
}

/**
 * The server's logger: to standard output and the ring above. `format` 'text' writes one
 * readable line per event (src/server/log-text.ts; the level in colour on a terminal),
 * 'json' pino's JSON lines for log shipping (LOG_FORMAT). Both write synchronously, so a
 * line logged before the start-up banner is printed before it. `destination` replaces
 * standard output and takes pino's JSON (tests read it back).
 */
export function createLogger(
  level: string,
  format: LogFormat,
  destination?: DestinationStream,
): Logger {
  const output = destination ?? standardOutput(format);
  const streamLevel = level === 'silent' ? 'fatal' : (level as pino.Level);
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Fastify takes the logger's own serializers over its defaults (the request's URL).
      serializers: { req: serializeRequest },
      hooks: {
        logMethod(args, method, levelValue) {
          const safe = args.map((arg: unknown) =>
            typeof arg === 'string' ? redactUrlsInText(arg) : arg,
          ) as Parameters<typeof method>;
          // Fastify says 'Server listening at <address>' at info, once per network interface;
          // the start-up banner after it names the address, and ends the output (issue 28
          // point 15), so these lines are debug.
          const [first] = safe as unknown[];
          if (levelValue === pino.levels.values.info && isListeningLine(first)) {
            this.debug(first);
            return;
          }
          method.apply(this, safe);
        },
      },
    },
    pino.multistream([
      { level: streamLevel, stream: output },
      { level: streamLevel, stream: ringStream },
    ]),
  );
}
