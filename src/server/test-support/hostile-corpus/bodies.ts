import { Readable } from 'node:stream';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { asText, BOUNDARY, field, filePart, multipart } from './requests';

export const MB = 1024 * 1024;
export const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const nested = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/**
 * Bodies, as JSON text (or bytes), made once. Each is also sent as a GET's tRPC `input`.
 * The huge numbers are written out as text: JSON.stringify cannot say 1e-400 or 2^53 + 1.
 */
export const BODIES: Record<string, () => string | Buffer> = {
  'deep-array-7000': once(() => nested('[', '', ']', 7_000)),
  'deep-object-7000': once(() => nested('{"a":', '1', '}', 7_000)),
  'deep-array-100000': once(() => nested('[', '', ']', 100_000)),
  'deep-mixed-7000': once(() => nested('[{"a":', '1', '}]', 3_500)),
  'deep-unclosed-7000': once(() => '['.repeat(7_000)),
  'depth-30-just-under-the-limit': once(() => nested('{"id":', '"x"', '}', 29)),
  'depth-33-just-over-the-limit': once(() => nested('[', '1', ']', 33)),
  'wide-array-100k-numbers': once(() => `[${'0,'.repeat(99_999)}0]`),
  'wide-array-100k-objects': once(() => `[${'{},'.repeat(99_999)}{}]`),
  'wide-object-50k-keys': once(
    () => `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  ),
  'huge-numbers': () =>
    '{"id":1e308,"page":-1e308,"pageSize":9007199254740993,"limit":1e-400,' +
    '"offset":123456789012345678901234567890,"amount":1e999,"year":-0,"month":-1e-400,' +
    '"ids":[1e308,-1e308,9007199254740993,1e-400,123456789012345678901234567890]}',
  'huge-number-alone': () => '123456789012345678901234567890e999999999',
  'hostile-text': () =>
    '{"id":"\\u0000","q":"\\ud800","search":"a\\udfffb","name":"\\u0000\\ud800\\u202e",' +
    '"email":"\\u0000@x","date":"0000-00-00","from":"2026-02-30","to":"9999-99-99",' +
    '"text":"\\ud83d","ids":["\\u0000","\\udc00"]}',
  'hostile-keys': () =>
    '{"\\u0000":1,"\\ud800":2,"":3,"__proto__":{"role":"ADMIN"},"constructor":{"prototype":' +
    '{"polluted":true}},"a.b":4,"0":{"__proto__":{"isAdmin":true}}}',
  'duplicate-keys': () => '{"id":"a","id":{"id":[1]},"id":null}',
  'string-900kb': once(() => `{"q":"${'x'.repeat(900_000)}"}`),
  'over-the-limit-1.1mb': once(() => `{"q":"${'y'.repeat(Math.round(1.1 * MB))}"}`),
  'malformed-json': () => '{"a":[1,2,{"b":',
  'trailing-garbage': () => '{"a":1}}}]]xyz',
  'bom-then-json': () => '\ufeff{"a":1}',
  'single-quotes-and-nan': () => "{'a':NaN,b:Infinity,c:undefined}",
  'empty-text': () => '',
  null: () => 'null',
  'bare-string': () => '"\\u0000"',
  'invalid-utf8': () =>
    Buffer.concat([
      Buffer.from('{"q":"'),
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
  'utf16le-bytes': () => Buffer.from('{"q":"hello"}', 'utf16le'),
};

export type Payload = { headers: Record<string, string>; payload?: string | Buffer | Readable };

const json =
  (type = 'application/json') =>
  (body: string | Buffer): Payload => ({
    headers: { 'content-type': type },
    payload: body,
  });

/** Every way a body may be sent: each body above goes out in some of these. */
export const ENCODINGS: Record<string, (body: string | Buffer) => Payload> = {
  json: json(),
  'json-charset-utf8': json('application/json; charset=utf-8'),
  'json-as-utf16-bytes': (body) => ({
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    payload: Buffer.from(asText(body), 'utf16le'),
  }),
  'json-bogus-charset': json('application/json; charset=x-no-such-charset'),
  'json-uppercase-type': json('APPLICATION/JSON'),
  'json-type-with-5000-parameters': json(`application/json${'; x=y'.repeat(5_000)}`),
  'vnd-api-json': json('application/vnd.api+json'),
  'text-plain': json('text/plain'),
  'text-plain-latin1': json('text/plain; charset=iso-8859-1'),
  'form-urlencoded': (body) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `input=${encodeURIComponent(asText(body))}&email=a%00&password=%ff`,
  }),
  'multipart-field': (body) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(BOUNDARY, [
      field('0', body),
      field('input', body),
      filePart('file', 'a.json', Buffer.from(body)),
    ]),
  }),
  'octet-stream': json('application/octet-stream'),
  'no-content-type': (body) => ({ headers: {}, payload: body }),
  'any-type': json('*/*'),
  'gzip-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: gzipSync(body),
  }),
  'deflate-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
    payload: deflateSync(body),
  }),
  'brotli-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    payload: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  }),
  'chunked-json-without-length': (body) => ({
    headers: { 'content-type': 'application/json' },
    payload: Readable.from([Buffer.from(body)], { objectMode: false }),
  }),
};
