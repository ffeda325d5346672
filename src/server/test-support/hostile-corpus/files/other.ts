import { png } from './images';
import { SHEET, xlsx } from './office-parts';
import type { HostileFile } from './hostile-file';
import { zipOf } from './zips';

/** Files of no one family: empty, a polyglot, hostile CSV and JSON. */
export function otherFiles(): HostileFile[] {
  return [
    { name: 'empty-file', fileName: 'empty.pdf', bytes: Buffer.alloc(0) },
    {
      name: 'polyglot-png-then-zip',
      fileName: 'polyglot.xlsx',
      bytes: Buffer.concat([png(1, 1), zipOf(xlsx(SHEET('A1', '')))]),
    },
    {
      name: 'csv-unterminated-quote-600kb',
      fileName: 'quote.csv',
      bytes: Buffer.from(`Reference,Notes\nINS-1,"${'x'.repeat(600_000)}`),
    },
    {
      name: 'csv-20000-columns-and-nul',
      fileName: 'wide.csv',
      bytes: Buffer.from(
        `${Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',')}\n\u0000,\ud800,=cmd|' /C calc'!A0\n`,
      ),
    },
    {
      name: 'json-deeply-nested',
      fileName: 'nested.json',
      bytes: Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    },
  ];
}
