import type { FastifyInstance } from 'fastify';

/**
 * Bounds every request before any work is done on it (issue 27): a JSON body
 * or a tRPC `input` nested deeper than MAX_JSON_DEPTH is refused with a 400
 * before it is parsed, before the session is looked up and before any
 * procedure's checks walk it. Sizes are bounded by Fastify's bodyLimit
 * (REQUEST_BODY_LIMIT) and by Node's 16 KB limit on a request's head (which
 * holds the URL, so a GET's `input`).
 *
 * The scan is one pass over the text with a counter: its time grows with the
 * length and its memory not at all, whatever the nesting. A 14 KB request
 * with 7,000 levels of brackets used to make the recursive text check copy
 * its path at every level and take the process down.
 */

/** No input of ours is nested anywhere near this (a tRPC batch adds two levels). */
export const MAX_JSON_DEPTH = 32;

/** Fastify's bodyLimit for everything but the upload routes, which set their own (1 MiB). */
export const REQUEST_BODY_LIMIT = 1024 * 1024;

export const TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text opens more than `limit` objects or arrays inside each
 * other. Brackets inside strings do not count. Text that is not JSON is
 * scanned the same way (the parser refuses it afterwards).
 */
export function jsonNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** An error Fastify answers as a 400 with its message (a content-type parser's or a hook's). */
export function tooDeepError() {
  return Object.assign(new Error(TOO_DEEP_MESSAGE), {
    statusCode: 400,
    code: 'REQUEST_TOO_DEEP',
  });
}

/**
 * The bounds on every route, registered on the root before any other route or plugin so all
 * inherit them: JSON bodies parsed by Fastify are scanned before JSON.parse, and bodies the tRPC
 * and auth scopes keep as text, and the tRPC `input` of a GET, are scanned before the handler
 * (which is where the session is looked up and the procedures' checks run).
 */
export function registerRequestBounds(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string)) return done(tooDeepError(), undefined);
    void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    const input = (request.query as { input?: unknown } | undefined)?.input;
    const inputs = Array.isArray(input) ? (input as unknown[]) : [input];
    const tooDeep =
      (typeof body === 'string' && jsonNestedDeeperThan(body)) ||
      inputs.some((one) => typeof one === 'string' && jsonNestedDeeperThan(one));
    done(tooDeep ? tooDeepError() : undefined);
  });
}
