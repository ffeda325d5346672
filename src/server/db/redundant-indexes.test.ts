import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test-support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type IndexRow = { table: string; name: string; unique: boolean; definition: string };

/** "a, lower(b), c DESC" -> ["a", "lower(b)", "c DESC"]: commas inside parentheses are kept. */
function keyColumns(list: string): string[] {
  const columns: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === ',' && depth === 0) {
      columns.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    current += char;
  }
  columns.push(current.trim());
  return columns;
}

/** The method, key columns and predicate of `CREATE [UNIQUE] INDEX … USING m (…) [WHERE …]`. */
function shapeOf(definition: string) {
  const using = / USING (\w+) \(/.exec(definition)!;
  let depth = 1;
  let end = using.index + using[0].length;
  while (depth > 0) {
    if (definition[end] === '(') depth++;
    if (definition[end] === ')') depth--;
    end++;
  }
  return {
    method: using[1]!,
    columns: keyColumns(definition.slice(using.index + using[0].length, end - 1)),
    where: definition.slice(end).trim(),
  };
}

describe('indexes', () => {
  // Every index is maintained on every write of its table (a 100,000-row import pays each one
  // per row, issue 14); one whose columns lead another index with the same predicate serves no
  // query the other cannot.
  it('no non-unique btree index is the leading columns of another with the same predicate', async () => {
    const { rows } = (await database.query(
      `select c.relname as table, i.relname as name, x.indisunique as unique,
              pg_get_indexdef(x.indexrelid) as definition
         from pg_index x
         join pg_class i on i.oid = x.indexrelid
         join pg_class c on c.oid = x.indrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`,
      [],
    )) as { rows: IndexRow[] };
    expect(rows.length).toBeGreaterThan(20);
    const shaped = rows.map((row) => ({ ...row, ...shapeOf(row.definition) }));
    const redundant: string[] = [];
    for (const a of shaped) {
      if (a.unique || a.method !== 'btree') continue;
      const covering = shaped.find(
        (b) =>
          b.name !== a.name &&
          b.table === a.table &&
          b.method === 'btree' &&
          b.where === a.where &&
          b.columns.length >= a.columns.length &&
          a.columns.every((column, i) => b.columns[i] === column) &&
          // Of two identical indexes, only the second by name is reported.
          (b.columns.length > a.columns.length || b.unique || b.name < a.name),
      );
      if (covering) redundant.push(`${a.table}: ${a.name} leads ${covering.name}`);
    }
    expect(redundant).toEqual([]);
  });

  it('reads the shape of an index definition', () => {
    expect(
      shapeOf(
        'CREATE INDEX x ON public.t USING btree (tenant_id, lower(name), created_at DESC) WHERE (status = ANY (ARRAY[1, 2]))',
      ),
    ).toEqual({
      method: 'btree',
      columns: ['tenant_id', 'lower(name)', 'created_at DESC'],
      where: 'WHERE (status = ANY (ARRAY[1, 2]))',
    });
  });
});
