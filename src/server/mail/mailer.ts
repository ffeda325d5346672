import nodemailer, { type Transporter } from 'nodemailer';
import type { EMAIL_PRIORITIES } from '@/shared/installers/catalogue';

export type OutgoingEmail = {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  priority: (typeof EMAIL_PRIORITIES)[number];
};

/** Sends one message; the outbox decides what to send and records the result. */
export type Mailer<Info = unknown> = {
  send: (email: OutgoingEmail) => Promise<Info>;
  close: () => void;
};

// A reserved domain (RFC 2606), so a forgotten setting never sends as somebody real.
export const DEFAULT_MAIL_FROM = 'InspectHub <no-reply@inspecthub.invalid>';

export type MailerOptions = { from?: string };

/** The SMTP mailer for SMTP_URL; null without one, and e-mails then stay queued in the outbox. */
export function createMailer(
  smtpUrl: string | undefined,
  options: MailerOptions = {},
): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A hung mail server must not hold a request (emails.send delivers at once) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return createMailerFromTransport(transport, options.from ?? DEFAULT_MAIL_FROM);
}

/** A mailer over any nodemailer transport (tests use jsonTransport or a failing one). */
export function createMailerFromTransport<Info>(
  transport: Transporter<Info>,
  from: string,
): Mailer<Info> {
  return {
    send: (email) =>
      transport.sendMail({
        from,
        to: email.to,
        cc: email.cc,
        bcc: email.bcc,
        subject: email.subject,
        text: email.body,
        priority: email.priority,
      }),
    close: () => transport.close(),
  };
}
