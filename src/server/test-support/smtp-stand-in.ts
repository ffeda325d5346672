import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the SMTP stand-in received it. */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpStandIn = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (from now on or already received) that `match` accepts. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a local port for tests: it speaks enough of RFC 5321 for
 * nodemailer (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, no AUTH) and keeps what
 * it receives, so a test reads an e-mailed link the way a user would, over the wire.
 */
/** `port` 0 (the default) takes any free port; the e2e mailbox asks for a fixed one. */
export async function startSmtpStandIn(listenPort = 0): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    serveConnection(socket, (mail) => {
      messages.push(mail);
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (match, timeoutMs = 10_000) => waitForMail(messages, waiters, match, timeoutMs),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One SMTP conversation: commands line by line, a message's data up to the lone dot. */
function serveConnection(socket: Socket, received: (mail: ReceivedMail) => void) {
  let buffer = '';
  const state = { inData: false, current: { from: '', to: [], data: '' } as ReceivedMail };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 smtp-stand-in ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (state.inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        // Dot-stuffing (RFC 5321 4.5.2): a line starting with '..' carried a '.'.
        state.current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        state.inData = false;
        const mail = state.current;
        state.current = { from: '', to: [], data: '' };
        received(mail);
        reply('250 OK: queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      answerCommand(line, state, reply, socket);
    }
  });
}

function answerCommand(
  line: string,
  state: { inData: boolean; current: ReceivedMail },
  reply: (line: string) => void,
  socket: Socket,
) {
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp-stand-in');
  else if (verb === 'MAIL') {
    state.current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
    reply('250 OK');
  } else if (verb === 'RCPT') {
    state.current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
    reply('250 OK');
  } else if (verb === 'DATA') {
    state.inData = true;
    reply('354 End data with <CR><LF>.<CR><LF>');
  } else if (verb === 'QUIT') {
    reply('221 Bye');
    socket.end();
  } else if (verb === 'RSET') {
    state.current = { from: '', to: [], data: '' };
    reply('250 OK');
  } else if (verb === 'NOOP') reply('250 OK');
  else reply('502 Command not implemented');
}

function waitForMail(
  messages: ReceivedMail[],
  waiters: Set<() => void>,
  match: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
) {
  return new Promise<ReceivedMail>((resolve, reject) => {
    const check = () => {
      const found = messages.find(match);
      if (!found) return false;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`no matching e-mail within ${timeoutMs} ms`));
    }, timeoutMs);
    if (!check()) waiters.add(check);
  });
}

/** The text body of a received message, with quoted-printable soft breaks and escapes undone. */
export function textOf(mail: ReceivedMail): string {
  const headerEnd = mail.data.indexOf('\r\n\r\n');
  const body = headerEnd === -1 ? '' : mail.data.slice(headerEnd + 4);
  const isQuotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(mail.data);
  if (!isQuotedPrintable) return body;
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
