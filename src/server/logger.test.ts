import { describe, expect, it } from 'vitest';
import { createLogger, listRecentLogLines, recordLogLine } from './logger';

describe('recent log lines', () => {
  it('keeps what the logger writes, redacted, newest last', async () => {
    const logger = createLogger('info', false);
    logger.info({ req: { headers: { cookie: 'session=secret' } } }, 'ring buffer test');
    logger.debug('below the level');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = listRecentLogLines().find((l) => l.includes('ring buffer test'));
    expect(line).toBeDefined();
    expect(line).not.toContain('secret');
    expect(listRecentLogLines().some((l) => l.includes('below the level'))).toBe(false);
  });

  it('holds at most 2,000 lines and cuts long ones', () => {
    for (let i = 0; i < 2_100; i++) recordLogLine(`line ${i}\n`);
    recordLogLine('x'.repeat(5_000));
    const lines = listRecentLogLines();
    expect(lines).toHaveLength(2_000);
    expect(lines[0]).toBe('line 101');
    expect(lines.at(-1)).toHaveLength(4_001);
  });
});
