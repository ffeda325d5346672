import { TRPCError } from '@trpc/server';
import { cleanRecipients } from '@/shared/installers/contact-rules';
import { MAX_RECIPIENTS_PER_EMAIL, TOO_MANY_RECIPIENTS_MESSAGE } from '@/shared/installers/schemas';
import { EMAIL_SHAPE } from '@/shared/inspections/validation';

export type Recipients = { to: string[]; cc: string[]; bcc: string[] };

export const invalidAddressMessage = (address: string) => `Invalid e-mail address: ${address}`;

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/** Trimmed, de-duplicated lists; an address already in To is not repeated in Cc or Bcc. */
export function tidyRecipients(input: Recipients): Recipients {
  const to = cleanRecipients(input.to);
  const cc = cleanRecipients(input.cc).filter((a) => !to.includes(a));
  const bcc = cleanRecipients(input.bcc).filter((a) => !to.includes(a) && !cc.includes(a));
  return { to, cc, bcc };
}

/** What a send needs: tidy lists in which every entry looks like an e-mail address. */
export function requireValidRecipients(input: Recipients): Recipients {
  const tidy = tidyRecipients(input);
  if (tidy.to.length + tidy.cc.length + tidy.bcc.length > MAX_RECIPIENTS_PER_EMAIL) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: TOO_MANY_RECIPIENTS_MESSAGE });
  }
  const invalid = [...tidy.to, ...tidy.cc, ...tidy.bcc].find((a) => !isEmailAddress(a));
  if (invalid !== undefined) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: invalidAddressMessage(invalid) });
  }
  return tidy;
}
