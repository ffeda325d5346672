import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { MB, once } from './bodies';
import { all, post, type Case } from './case';

const bombs = {
  gzip: once(() => gzipSync(Buffer.alloc(16 * MB, 0x20), { level: 9 })),
};

/** Bodies that lie about their encoding, length or shape: none, bombs, chunks, deep forms. */
export function transportCases(): Case[] {
  const cases: Case[] = [];
  const single = (name: string, applies: Case['applies'], request: Case['request']) =>
    cases.push({ name, applies, request });
  single('no-body', all, (t) => post(t, {}));
  single('json-type-empty-body', all, (t) => post(t, { 'content-type': 'application/json' }, ''));
  single('gzip-bomb-16mb-of-spaces', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, bombs.gzip()),
  );
  single('gzip-header-not-gzip', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"a":1}'),
  );
  single('unknown-content-encoding', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'x-unknown' }, '{}'),
  );
  single('content-encoding-chain', all, (t) =>
    post(
      t,
      { 'content-type': 'application/json', 'content-encoding': 'gzip, br, gzip' },
      gzipSync('{}'),
    ),
  );
  single('content-length-says-less', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-length': '3' }, '{"a":"0123456789"}'),
  );
  single('chunked-2mb-without-length', all, (t) =>
    post(
      t,
      { 'content-type': 'application/json' },
      Readable.from(
        (function* chunks() {
          yield Buffer.from('{"q":"');
          for (let i = 0; i < 32; i++) yield Buffer.alloc(64 * 1024, 0x61);
          yield Buffer.from('"}');
        })(),
      ),
    ),
  );
  single('form-deep-brackets', all, (t) =>
    post(
      t,
      { 'content-type': 'application/x-www-form-urlencoded' },
      `a${'[a]'.repeat(7_000)}=1&email=x&password=y`,
    ),
  );
  single('form-20000-parameters', all, (t) =>
    post(t, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&'.repeat(20_000)),
  );
  return cases;
}
