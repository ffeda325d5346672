import type { FastifyInstance } from 'fastify';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side.';

/**
 * A 5xx from a route outside tRPC (whose errorFormatter already hides them) says nothing of
 * its cause: Fastify's default handler sends the error's message, which for a failed query
 * holds the SQL and its parameters, the user's input among them (found by the hostile
 * corpus, issue 27). The full error goes to the log; errors raised with their own status
 * (4xx, the overload 503) keep their message.
 */
export function registerErrorReply(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // An error that states its status was raised on purpose (a 4xx, the overload 503) and
    // keeps its message; anything else is a failure.
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status !== 500) return reply.status(status).send(error);
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      statusCode: status,
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
  });
}
