import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { containsPattern, escapeLike } from './escape-like';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('C:\\dir')).toBe('C:\\\\dir');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves every other character alone', () => {
    expect(escapeLike('')).toBe('');
    expect(escapeLike("O'Brien [x] * ? ^$.")).toBe("O'Brien [x] * ? ^$.");
  });

  it('wraps the escaped term to match anywhere', () => {
    expect(containsPattern('10%_off')).toBe('%10\\%\\_off%');
    expect(containsPattern('')).toBe('%%');
  });
});

// The escaping is only right if the database reads it that way: checked on a bare in-memory PGlite.
describe('containsPattern in ILIKE', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  const matches = async (value: string, term: string) => {
    const result = await database.db.execute(
      sql`select ${value} ilike ${containsPattern(term)} as matched`,
    );
    return (result as { rows: { matched: boolean }[] }).rows[0]?.matched;
  };

  it('matches %, _ and \\ literally, case-insensitively', async () => {
    expect(await matches('Save 10% now', '10%')).toBe(true);
    expect(await matches('Save 100 now', '10%')).toBe(false);
    expect(await matches('a_b', 'A_B')).toBe(true);
    expect(await matches('axb', 'a_b')).toBe(false);
    expect(await matches('C:\\dir', ':\\d')).toBe(true);
    expect(await matches('C:dir', ':\\d')).toBe(false);
    expect(await matches('anything', '')).toBe(true);
  });
});
