import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswer } from './guard';
import { problem } from './problem';
import { PUBLIC_API_PREFIX } from './routes';

/**
 * Fastify's own refusals that come before any route (a path whose %-encoding is broken, say):
 * under /api/v1 a problem document like every other refusal of the API, elsewhere Fastify's
 * JSON as before. Wired as the instance's `frameworkErrors` (app.ts).
 */
export function answerFrameworkError(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status === 400 && request.url.startsWith(`${PUBLIC_API_PREFIX}/`)) {
    const detail = 'The path is not valid: a part of it is not correctly %-encoded UTF-8.';
    const errors = [{ field: 'path', message: 'Not valid URL encoding' }];
    void sendAnswer(reply, problem(400, 'invalid_input', detail, errors));
    return;
  }
  // Fastify's own answer, as it sends it without this option.
  const body = {
    error: 'Bad Request',
    code: error.code,
    message: error.message,
    statusCode: status,
  };
  void reply.status(status).send(body);
}
