/**
 * The server log as plain text, one line per event (issue 28, point 15): what `npm start`
 * prints in a terminal, a CI job or a redirected file. pino writes JSON lines; this turns
 * each into `2026-11-21 10:00:00 INFO  message key=value ...`. LOG_FORMAT=json keeps pino's
 * JSON for log shipping (docs/operators.md).
 *
 * Nested objects flatten to dotted keys (`req.method=GET req.url=/x`); text with spaces,
 * quotes or `=` is quoted as a JSON string, so a value cannot pass for another key. An
 * error's stack follows its line, indented, because a start-up failure needs it.
 */
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
// ANSI colours for the level in a terminal: grey, grey, green, yellow, red, red.
const COLOURS: Record<number, string> = {
  10: '90',
  20: '90',
  30: '32',
  40: '33',
  50: '31',
  60: '31',
};
// pino's own fields: shown as the line's time, level and message, or not at all.
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);
const PLAIN_VALUE = /^[^\s"'=]+$/;
const MAX_DEPTH = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time to the second: 2026-11-21 10:00:00. */
function formatTime(epochMs: number) {
  const t = new Date(epochMs);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return PLAIN_VALUE.test(value) ? value : JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

function pushFields(out: string[], prefix: string, value: unknown, depth: number) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value))
      if (inner !== undefined) pushFields(out, `${prefix}.${key}`, inner, depth + 1);
    return;
  }
  out.push(`${prefix}=${formatValue(value)}`);
}

/** One pino JSON line as text (a line that is not pino's JSON passes through unchanged). */
export function formatLogLine(jsonLine: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = (LEVELS[level] ?? 'LOG').padEnd(5);
  const parts = [
    typeof entry.time === 'number' ? formatTime(entry.time) : '',
    colour ? `\u001b[${COLOURS[level] ?? '0'}m${label}\u001b[0m` : label,
  ];
  if (typeof entry.msg === 'string' && entry.msg) parts.push(entry.msg);
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (OWN_FIELDS.has(key) || value === undefined) continue;
    if (key === 'err' && value && typeof value === 'object') {
      const { stack: errorStack, ...rest } = value as Record<string, unknown>;
      if (typeof errorStack === 'string') stack = errorStack;
      pushFields(parts, key, rest, 1);
      continue;
    }
    pushFields(parts, key, value, 1);
  }
  const line = parts.filter(Boolean).join(' ');
  const indented = stack ? `\n${stack.replace(/^/gm, '    ')}` : '';
  return `${line}${indented}\n`;
}

/** A pino destination that writes each JSON line to `output` as text. */
export function textStream(output: { write: (text: string) => unknown }, colour: boolean) {
  return { write: (line: string) => void output.write(formatLogLine(line, colour)) };
}
