import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A local webhook receiver for tests: records every POST and answers with the next status of
 * `script` (the last one repeats), e.g. [500, 500, 500, 200] fails three times then succeeds.
 */
export async function startReceiver(script: number[] = [200]) {
  const received: Received[] = [];
  let answers = [...script];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.length > 1 ? answers.shift()! : (answers[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'thanks' : `refused with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Answers from now on. */
    answer(next: number[]) {
      answers = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
