import { STATUS_LABELS } from '@/shared/inspections/statuses';
import type { OutboxEntry } from '@/web/offline/api';

/** A change in a sentence, for the refused and conflict panels ('Answer EWI.3: Fail · Major'). */
export function describeChange(entry: OutboxEntry): string {
  const { change } = entry;
  switch (change.kind) {
    case 'answer':
      return `Answer ${change.itemId}: ${change.answer}${change.severity ? ` · ${change.severity}` : ''}`;
    case 'keepServerAnswer':
      return `Keeping the server's answer of ${change.itemId}`;
    case 'visitStart':
      return 'Visit start';
    case 'attach':
      return change.purpose === 'signature'
        ? 'Inspector signature'
        : `File ${entry.file?.fileName ?? ''} for ${change.itemId ?? 'the inspection'}`.trim();
    case 'status':
      return `Status ${STATUS_LABELS[change.status]}`;
  }
}
