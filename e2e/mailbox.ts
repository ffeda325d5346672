import { createServer, type Server } from 'node:http';
import { startSmtpStandIn, textOf } from '../src/server/test-support/smtp-stand-in';

/**
 * The e2e server sends its e-mail to a real SMTP stand-in (the same one the integration tests
 * use), started by global setup in the runner process; specs run in other processes, so they
 * read what it received over a small HTTP endpoint. Ports follow the server's, so runs side by
 * side (E2E_PORT) never share a mailbox.
 */
export const mailPorts = (serverPort: number) => ({
  smtp: serverPort + 20_000,
  http: serverPort + 21_000,
});

const serverPort = () => Number(process.env.E2E_PORT ?? 3210);

/** Starts the stand-in and its reader; returns what closes both. */
export async function startMailbox(port = serverPort()): Promise<() => Promise<void>> {
  const ports = mailPorts(port);
  const smtp = await startSmtpStandIn(ports.smtp);
  const reader: Server = createServer((_request, response) => {
    const mails = smtp.messages.map((m) => ({ to: m.to, text: textOf(m), data: m.data }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => reader.listen(ports.http, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => reader.close(() => resolve()));
    await smtp.close();
  };
}

export type E2eMail = { to: string[]; text: string; data: string };

/** Waits for the first e-mail to `to` whose text matches, as a user waits for their inbox. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 15_000): Promise<E2eMail> {
  const url = `http://127.0.0.1:${mailPorts(serverPort()).http}/`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(url)).json()) as E2eMail[];
    const found = mails.find(
      (m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()) && match.test(m.text),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${String(match)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
