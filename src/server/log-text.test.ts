import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, textStream } from './log-text';

// 2026-11-21 10:00:00 in London (vitest runs in TZ=Europe/London): winter, so UTC.
const TIME = Date.UTC(2026, 10, 21, 10, 0, 0);
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: TIME, pid: 1, hostname: 'vm', ...entry });

describe('formatLogLine (issue 28, point 15)', () => {
  it('writes time, level and message, then the fields as key=value, without pid and hostname', () => {
    expect(
      formatLogLine(line({ msg: 'database open', driver: 'pglite', dataDir: '/srv/data' })),
    ).toBe('2026-11-21 10:00:00 INFO  database open driver=pglite dataDir=/srv/data\n');
    expect(formatLogLine(line({ level: 40, msg: 'readiness check failed' }))).toBe(
      '2026-11-21 10:00:00 WARN  readiness check failed\n',
    );
  });

  it('flattens nested objects to dotted keys and quotes text with spaces, quotes or =', () => {
    const text = formatLogLine(
      line({
        level: 20,
        msg: 'request completed',
        req: { method: 'GET', url: '/x?a=1' },
        res: { statusCode: 200 },
        responseTime: 3.5,
        email: 'Sam "the" Start',
        to: ['a@example.com'],
        missing: null,
      }),
    );
    expect(text).toBe(
      '2026-11-21 10:00:00 DEBUG request completed req.method=GET req.url="/x?a=1" res.statusCode=200 responseTime=3.5 email="Sam \\"the\\" Start" to=["a@example.com"] missing=null\n',
    );
  });

  it("puts an error's message on the line and its stack below, indented", () => {
    const text = formatLogLine(
      line({
        level: 60,
        msg: 'InspectHub failed to start',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main (main.ts:1:1)' },
      }),
    );
    expect(text.split('\n')).toEqual([
      '2026-11-21 10:00:00 FATAL InspectHub failed to start err.type=Error err.message=boom',
      '    Error: boom',
      '        at main (main.ts:1:1)',
      '',
    ]);
  });

  it('colours only the level, and only when asked (a terminal)', () => {
    expect(formatLogLine(line({ msg: 'hello' }), true)).toBe(
      '2026-11-21 10:00:00 \u001b[32mINFO \u001b[0m hello\n',
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });
});

describe('textStream', () => {
  it("is a pino destination: what the logger writes arrives as text, pino's fields included", () => {
    const written: string[] = [];
    const logger = pino(
      { base: { pid: 1, hostname: 'vm' }, timestamp: () => `,"time":${TIME}` },
      textStream({ write: (text: string) => written.push(text) }, false),
    );
    logger.info({ users: 3, installers: 150 }, 'seeded demo data into the empty database');
    expect(written).toEqual([
      '2026-11-21 10:00:00 INFO  seeded demo data into the empty database users=3 installers=150\n',
    ]);
  });
});
