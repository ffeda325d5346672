import type { EMAIL_PRIORITIES } from '@/shared/installers/catalogue';
import { cleanRecipients } from '@/shared/installers/contact-rules';
import type { EmailDraftInput } from '@/shared/installers/schemas';

export type ComposerValues = {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  priority: (typeof EMAIL_PRIORITIES)[number];
};

export function emptyComposer(installerEmail: string | null): ComposerValues {
  return { to: installerEmail ?? '', cc: '', bcc: '', subject: '', body: '', priority: 'normal' };
}

type DraftSource = {
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
  subject: string;
  body: string;
  priority: ComposerValues['priority'];
};

/** A saved draft back in the composer, its lists as the comma-separated lines the inputs hold. */
export function toComposerValues(draft: DraftSource): ComposerValues {
  return {
    to: draft.to.join(', '),
    cc: draft.cc.join(', '),
    bcc: draft.bcc.join(', '),
    subject: draft.subject,
    body: draft.body,
    priority: draft.priority,
  };
}

type EmailContext = { installerId: string; templateId: string | null; draftId: string | null };

/** The call's fields: recipient lines split, trimmed and de-duplicated (cleanRecipients). */
export function buildEmailFields(values: ComposerValues, context: EmailContext): EmailDraftInput {
  return {
    installerId: context.installerId,
    ...(context.draftId ? { id: context.draftId } : {}),
    ...(context.templateId ? { templateId: context.templateId } : {}),
    to: cleanRecipients([values.to]),
    cc: cleanRecipients([values.cc]),
    bcc: cleanRecipients([values.bcc]),
    subject: values.subject,
    body: values.body,
    priority: values.priority,
  };
}

/** To, Subject and Body must all have something in them before anything is sent. */
export function hasRequiredFields(fields: EmailDraftInput): boolean {
  return (
    (fields.to ?? []).length > 0 &&
    (fields.subject ?? '').trim() !== '' &&
    (fields.body ?? '').trim() !== ''
  );
}

export type SendStatus = 'queued' | 'sent' | 'failed';
export type SendOutcome = { tone: 'success' | 'error'; title: string; description?: string };

/**
 * The toast after emails.send. The status says what happened; the list's label
 * says why a queued e-mail is waiting (no mail server configured).
 */
export function describeSendOutcome(status: SendStatus, statusLabel: string | null): SendOutcome {
  if (status === 'sent') return { tone: 'success', title: 'E-mail sent' };
  if (status === 'failed') {
    return {
      tone: 'error',
      title: 'E-mail could not be sent',
      description: 'It stays in the list as Failed; check the mail server settings.',
    };
  }
  const hasReason = statusLabel !== null && statusLabel !== 'Queued';
  return {
    tone: 'success',
    title: 'E-mail queued',
    ...(hasReason ? { description: statusLabel } : {}),
  };
}
