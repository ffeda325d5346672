import { z } from 'zod';
import { ChecklistAnswerFields, ChecklistItemId } from '@/shared/checklists/catalogue';
import { StartVisitInput } from '@/shared/evidence/flags';
import { UpdateInspectionStatusInput } from '@/shared/inspections/queries';

/**
 * Offline capture (issue 32, points 2 to 5; docs/offline-and-evidence.md): what the device
 * keeps, and the changes its outbox sends. One contract for the server (`offline.*`) and the
 * device (src/web/offline/), so both parse a change with the same schema.
 */

/** 'Available offline' window: today and the next N days (the inspector's own setting). */
export const OFFLINE_WINDOW_DAYS_DEFAULT = 7;
export const OFFLINE_WINDOW_DAYS_MAX = 31;
export const OfflineWindowDays = z
  .number({ message: 'Enter a number of days' })
  .int('Enter a whole number of days')
  .min(0, 'Enter 0 (today only) or more days')
  .max(OFFLINE_WINDOW_DAYS_MAX, `At most ${OFFLINE_WINDOW_DAYS_MAX} days ahead`);

/** Every change carries a key made on the device: the same key is applied once, ever. */
export const IdempotencyKey = z.string().uuid('The change key must be a UUID');

/**
 * What the device knew of an answer when the inspector changed it: the server's
 * `answeredAt` (ISO) of that item, or null when it had no answer yet. A different
 * `answeredAt` on the server now is a conflict (point 5).
 */
const AnswerBase = z.object({ answeredAt: z.string().datetime({ offset: true }).nullable() });

export const OfflineAnswerChange = z
  .object({
    kind: z.literal('answer'),
    inspectionId: z.string().uuid(),
    itemId: ChecklistItemId,
    base: AnswerBase,
    /** Set when the inspector, shown a conflict, chose their own answer over the server's. */
    resolution: z.literal('mine').nullable().default(null),
  })
  .and(ChecklistAnswerFields);

/** The inspector, shown a conflict, kept the server's answer: nothing changes but the audit. */
export const OfflineKeepServerChange = z.object({
  kind: z.literal('keepServerAnswer'),
  inspectionId: z.string().uuid(),
  itemId: ChecklistItemId,
  /** The device's answer that is discarded, kept in the audit row so nothing is lost. */
  discarded: ChecklistAnswerFields,
});

/** The visit start recorded on the device, with the device's clock at the time. */
export const OfflineVisitStartChange = z
  .object({ kind: z.literal('visitStart'), recordedAt: z.string().datetime({ offset: true }) })
  .and(StartVisitInput);

/** A photo, document or the signature sent resumably (tus) first, then attached by its upload id. */
export const OfflineAttachChange = z.object({
  kind: z.literal('attach'),
  inspectionId: z.string().uuid(),
  purpose: z.enum(['evidence', 'signature']),
  /** The checklist item for evidence; null for the signature. */
  itemId: ChecklistItemId.nullable(),
  uploadId: z.string().min(1).max(200),
});

/** Completing (or any status change) with the version the device last saw. */
export const OfflineStatusChange = z
  .object({ kind: z.literal('status') })
  .and(UpdateInspectionStatusInput);

export const OfflineChange = z.union([
  OfflineAnswerChange,
  OfflineKeepServerChange,
  OfflineVisitStartChange,
  OfflineAttachChange,
  OfflineStatusChange,
]);
export type OfflineChange = z.output<typeof OfflineChange>;
export type OfflineChangeInput = z.input<typeof OfflineChange>;

export const ApplyOfflineChangeInput = z.object({ key: IdempotencyKey, change: OfflineChange });

/** The server's answer of an item at the time of a conflict, shown beside the device's. */
export type ServerAnswer = {
  answer: string | null;
  severity: string | null;
  comment: string;
  answeredAt: string | null;
  answeredByName: string | null;
};

/**
 * `applied`: done now or earlier (a replay of the same key returns the first result, with
 * `replayed: true`). `conflict`: not applied; the device shows both answers. A refusal
 * (permission, validation, a cancelled inspection) is a tRPC error whose message the device keeps.
 */
export type ApplyOfflineChangeResult =
  | { status: 'applied'; replayed: boolean; result: unknown }
  | { status: 'conflict'; server: ServerAnswer };
