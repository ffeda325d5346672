import { z } from 'zod';
import { maxLengthMessage } from '../inspections/validation';

/** The longest message: a few paragraphs, not a report (attach a file for that). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Files attached to one message. */
export const MAX_MESSAGE_ATTACHMENTS = 5;

/**
 * A thread is an installer's general thread or one failed item's (inspection + item). The key is
 * what the database stores: 'general' or 'item:<inspectionId>:<itemId>'.
 */
export const GENERAL_THREAD = 'general';
export const itemThreadKey = (inspectionId: string, itemId: string) =>
  `item:${inspectionId}:${itemId}`;
export function parseThreadKey(
  key: string,
): { kind: 'general' } | { kind: 'item'; inspectionId: string; itemId: string } | null {
  if (key === GENERAL_THREAD) return { kind: 'general' };
  const match = /^item:([0-9a-f-]{36}):([A-Za-z0-9._-]{1,40})$/.exec(key);
  return match ? { kind: 'item', inspectionId: match[1]!, itemId: match[2]! } : null;
}

export const ThreadKey = z
  .string()
  .max(120)
  .refine((key) => parseThreadKey(key) !== null, 'Thread is invalid');

const Body = z
  .string()
  .trim()
  .min(1, 'Write a message first')
  .max(MESSAGE_MAX_LENGTH, maxLengthMessage('Message', MESSAGE_MAX_LENGTH));

/** portal.messages.thread / markRead: one thread of the signed-in installer. */
export const PortalThreadInput = z.object({ threadKey: ThreadKey });
/** portal.messages.send: the installer's message (attachments follow through the upload route). */
export const PortalSendMessageInput = z.object({ threadKey: ThreadKey, body: Body });

const installerId = z.string().uuid('Installer format is invalid');
/** installerPortal.messages.threads: an installer's threads on its profile. */
export const StaffThreadsInput = z.object({ installerId });
/** installerPortal.messages.thread / markRead. */
export const StaffThreadInput = z.object({ installerId, threadKey: ThreadKey });
/** installerPortal.messages.send: a reply, or an internal note the installer never sees. */
export const StaffSendMessageInput = z.object({
  installerId,
  threadKey: ThreadKey,
  body: Body,
  internal: z.boolean().default(false),
});

/** portal.notices.markRead: one notice, or all of them when id is left out. */
export const NoticeReadInput = z.object({ id: z.string().uuid().optional() });

/** What installer users are told, and whether they may mute it (issue 31 point 6). */
export const NOTICE_KINDS = [
  'fail',
  'due_7d',
  'due_1d',
  'overdue',
  'accepted',
  'rejected',
  'message',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const REMINDER_KINDS: readonly NoticeKind[] = ['due_7d', 'due_1d', 'overdue'];

export const THREAD_NOT_FOUND_MESSAGE = 'Thread not found.';
export const ATTACHMENT_NOT_FOUND_MESSAGE = 'Attachment not found.';
