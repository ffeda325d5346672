import { all, hasParams, post, type Case } from './case';
import { withQuery } from './requests';
import { isTrpc } from './targets';

/** Odd methods and headers, to every target. */
export function methodAndHeaderCases(): Case[] {
  const cases: Case[] = [];
  const single = (name: string, applies: Case['applies'], request: Case['request']) =>
    cases.push({ name, applies, request });
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const) {
    single(`method-${method}`, all, (t) => ({
      method,
      url: t.url,
      headers: { 'content-type': 'application/json' },
      ...(method === 'HEAD' ? {} : { payload: '{"id":"x"}' }),
    }));
  }
  const headerCases: Record<string, Record<string, string>> = {
    'header-forged-session-cookie': {
      cookie: `better-auth.session_token=${'A'.repeat(4_000)}.${'%ff'.repeat(20)}; __Secure-better-auth.session_token=%00`,
    },
    'header-junk-bearer': { authorization: `Bearer ${'%00'.repeat(2_000)}` },
    'header-authorization-basic': { authorization: 'Basic Og==' },
    'header-origin-null': { origin: 'null' },
    'header-origin-long': { origin: `https://${'a'.repeat(8_000)}.example` },
    'header-trpc-accept-jsonl': { 'trpc-accept': 'application/jsonl' },
    'header-accept-event-stream': { accept: 'text/event-stream, application/jsonl' },
    'header-forwarded-for-junk': { 'x-forwarded-for': '::ffff:999.1.1.1, %00, <script>' },
    'header-range-junk': { range: 'bytes=99999999999999-0, -1, a-b' },
    'header-if-none-match-huge': { 'if-none-match': `"${'e'.repeat(8_000)}"` },
  };
  for (const [name, headers] of Object.entries(headerCases)) {
    single(name, all, (t) =>
      t.method === 'GET'
        ? { method: 'GET', url: t.url, headers }
        : post(t, { 'content-type': 'application/json', ...headers }, '{"0":{}}'),
    );
  }
  return cases;
}

/** Hostile query strings, to GETs and procedures, and hostile path parameters, to /api routes. */
export function queryAndParamCases(): Case[] {
  const cases: Case[] = [];
  const single = (name: string, applies: Case['applies'], request: Case['request']) =>
    cases.push({ name, applies, request });
  const queryStrings: Record<string, () => string> = {
    'query-hostile-values': () =>
      'q=%00&search=%ED%A0%80&status=__proto__&from=0000-00-00&to=9999-99-99&dateFrom=2026-02-30' +
      '&page=1e308&pageSize=-1&limit=9007199254740993&format=..%2F..%2Fetc%2Fpasswd&version=%00' +
      `&sort=constructor&installerId=not-a-uuid&entity=__proto__&ids=${'x,'.repeat(5_000)}`,
    'query-deep-brackets': () => `a${'[a]'.repeat(7_000)}=1`,
    'query-10000-parameters': () => 'a=1&'.repeat(10_000),
    'query-bad-escapes': () => '%ff%fe=%c0%80&%=%&input=%E0%A4%A&batch=%00',
    'query-repeated-input': () =>
      `input=${'{}'}&input=${encodeURIComponent('[[[[')}&batch=1&batch=1`,
  };
  for (const [name, query] of Object.entries(queryStrings)) {
    single(
      name,
      (t) => t.method === 'GET' || isTrpc(t),
      (t) => ({
        method: 'GET',
        url: withQuery(t.url, query()),
      }),
    );
  }
  const params: Record<string, () => string> = {
    'param-nil-uuid': () => '00000000-0000-0000-0000-000000000000',
    'param-not-a-uuid': () => 'not-a-uuid',
    'param-nul': () => '%00',
    'param-traversal': () => '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    'param-bad-utf8': () => '%ff%fe%c0%80',
    'param-4000-chars': () => 'a'.repeat(4_000),
    'param-proto': () => '__proto__',
    'param-uuid-with-suffix': () => '6f1c2a8e-9c1b-4f55-8a55-0f5f1c2a8e9c%00.pdf',
  };
  for (const [name, value] of Object.entries(params)) {
    single(name, hasParams, (t) => {
      // The first parameter gets the hostile value; any others keep their sample.
      const hostile = t.route.replace(/:(\w+)/, value());
      const filled = t.url.split('/');
      const url = hostile
        .split('/')
        .map((part, index) => (part.startsWith(':') ? filled[index]! : part))
        .join('/');
      return t.method === 'GET'
        ? { method: 'GET', url }
        : { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' };
    });
  }
  return cases;
}
