import { formatDateTime } from '@/shared/format';
import { itemThreadKey, type NoticeKind } from '@/shared/installer-portal/messages';
import type { Notice } from './portal-notices';
import type { NoticeCandidate } from './portal-reminders-rows';

const DAY_MS = 24 * 3_600_000;

/** The reminder due at `now` for an item still waiting for evidence, if any. */
function reminderKind(item: NoticeCandidate, now: Date): NoticeKind | null {
  if (item.acceptedAt || item.evidenceSubmittedAt || !item.dueAt) return null;
  const left = item.dueAt.getTime() - now.getTime();
  const clock = item.dueAt.getTime() - (item.failedAt ?? item.dueAt).getTime();
  if (left <= 0) return 'overdue';
  // A reminder never repeats the fail notice: a 24-hour clock gets neither, an 8-day one no 7-day.
  if (left <= DAY_MS) return clock > DAY_MS ? 'due_1d' : null;
  if (left <= 7 * DAY_MS) return clock > 7 * DAY_MS ? 'due_7d' : null;
  return null;
}

function describe(item: NoticeCandidate) {
  const severity = item.severity ? ` (${item.severity})` : '';
  return `${item.itemId} ${item.label}${severity} on inspection ${item.reference}`;
}

function noticeText(kind: NoticeKind, item: NoticeCandidate): { title: string; body: string } {
  const what = describe(item);
  const due = formatDateTime(item.dueAt);
  switch (kind) {
    case 'fail':
      return {
        title: `New failed item to remediate: ${item.itemId} on ${item.reference}`,
        body: `${what} failed. Remediate it and send your evidence by ${due}.`,
      };
    case 'due_7d':
      return {
        title: `7 days left to remediate ${item.itemId} on ${item.reference}`,
        body: `Send your evidence for ${what} by ${due}.`,
      };
    case 'due_1d':
      return {
        title: `1 day left to remediate ${item.itemId} on ${item.reference}`,
        body: `Send your evidence for ${what} by ${due}.`,
      };
    case 'overdue':
      return {
        title: `Remediation overdue: ${item.itemId} on ${item.reference}`,
        body: `The deadline for ${what} passed on ${due}. You can still send evidence; it will be marked late.`,
      };
    case 'accepted':
      return {
        title: `Evidence accepted: ${item.itemId} on ${item.reference}`,
        body: `Your remediation evidence for ${what} was accepted. Nothing more is needed.`,
      };
    default:
      return {
        title: `Evidence rejected: ${item.itemId} on ${item.reference}`,
        body: `Your remediation evidence for ${what} was rejected: ${item.statusReason || 'no reason given'}. Send new evidence by ${due}.`,
      };
  }
}

/**
 * The notices one failed item owes at `now`, each with what makes it once-only: the fail its time,
 * a reminder its deadline (a rejection that moves the deadline owes new reminders), a decision
 * its time. `joinedAt` keeps a new portal user from being told of fails and decisions before them.
 */
export function noticesOf(item: NoticeCandidate, now: Date, joinedAt: Date): Notice[] {
  if (!item.installerId || !item.dueAt) return [];
  const base = {
    tenantId: item.tenantId,
    installerId: item.installerId,
    subjectKey: itemThreadKey(item.inspectionId, item.itemId),
  };
  const out: Notice[] = [];
  const add = (kind: NoticeKind, at: Date) =>
    out.push({ ...base, kind, occurrence: at.toISOString(), ...noticeText(kind, item) });
  if (item.failedAt && item.failedAt >= joinedAt) add('fail', item.failedAt);
  const reminder = reminderKind(item, now);
  if (reminder) add(reminder, item.dueAt);
  const decided = item.statusChangedAt;
  if (decided && decided >= joinedAt && (item.status === 'Accepted' || item.status === 'Rejected'))
    add(item.status === 'Accepted' ? 'accepted' : 'rejected', decided);
  return out;
}
