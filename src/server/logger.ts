import pino, { type Logger } from 'pino';

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

const ringStream = { write: (line: string) => recordLogLine(line) };

export function createLogger(level: string, pretty: boolean): Logger {
  const output = pretty
    ? pino.transport({
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      })
    : pino.destination(1);
  const streamLevel = level === 'silent' ? 'fatal' : (level as pino.Level);
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    pino.multistream([
      { level: streamLevel, stream: output },
      { level: streamLevel, stream: ringStream },
    ]),
  );
}
