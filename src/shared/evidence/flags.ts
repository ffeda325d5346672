import { z } from 'zod';

/**
 * Integrity flags of evidence photos (issue 32 point 7, docs/offline-and-evidence.md): what
 * about a photo's time, place or content a reviewer should look at. Derived by the server on
 * every read from the photo, the visit, the property and the tenant's distance; a coordinator
 * may mark one as explained, with a reason.
 */
export const PHOTO_FLAG_CODES = [
  'no_time',
  'no_position',
  'far_from_site',
  'outside_visit_day',
  'before_installation',
  'reused_photo',
] as const;
export type PhotoFlagCode = (typeof PHOTO_FLAG_CODES)[number];

export const PHOTO_FLAG_LABELS: Record<PhotoFlagCode, string> = {
  no_time: 'No capture time',
  no_position: 'No location',
  far_from_site: 'Far from the site',
  outside_visit_day: 'Not taken on the visit day',
  before_installation: 'Taken before the installation',
  reused_photo: 'Same photo on another record',
};

/** Where a photo's position was compared from: the imported property, else the visit. */
export type FlagReference = 'property' | 'visit';

export type PhotoFlag = {
  code: PhotoFlagCode;
  /** One sentence with the figures: how far, which day, which record. */
  detail: string;
  /** The earlier photo this one matches (reused_photo), linked when the viewer may see it. */
  match: {
    evidenceId: string;
    inspectionId: string | null;
    reference: string | null;
    fileName: string | null;
  } | null;
  explanation: { reason: string; byName: string; at: string } | null;
};

/** Positions: the browser gave one, the user refused, or the device had none. */
export const VISIT_POSITION_STATUSES = ['recorded', 'denied', 'unavailable'] as const;
export type VisitPositionStatus = (typeof VISIT_POSITION_STATUSES)[number];

export const StartVisitInput = z
  .object({
    inspectionId: z.string().uuid(),
    position: z.discriminatedUnion('status', [
      z.object({
        status: z.literal('recorded'),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        accuracyMetres: z.number().min(0).max(100_000),
      }),
      z.object({ status: z.enum(['denied', 'unavailable']) }),
    ]),
  })
  .strict();
export type StartVisitInput = z.infer<typeof StartVisitInput>;

export const ExplainFlagInput = z
  .object({
    evidenceId: z.string().uuid(),
    code: z.enum(PHOTO_FLAG_CODES),
    reason: z
      .string()
      .trim()
      .min(1, 'Give a reason for explaining this flag')
      .max(500, 'Reason must be 500 characters or fewer'),
  })
  .strict();

/** The tenant setting: how far a photo may be from the site before it is flagged. */
export const DEFAULT_MAX_PHOTO_DISTANCE_METRES = 250;
export const EvidenceChecksSetting = z
  .object({
    maxDistanceMetres: z
      .number()
      .int('Distance must be a whole number of metres')
      .min(25, 'Distance must be between 25 and 10,000 metres')
      .max(10_000, 'Distance must be between 25 and 10,000 metres')
      .default(DEFAULT_MAX_PHOTO_DISTANCE_METRES),
  })
  .default({ maxDistanceMetres: DEFAULT_MAX_PHOTO_DISTANCE_METRES });
export const EvidenceChecksSettingInput = z.strictObject({
  maxDistanceMetres: z
    .number()
    .int('Distance must be a whole number of metres')
    .min(25, 'Distance must be between 25 and 10,000 metres')
    .max(10_000, 'Distance must be between 25 and 10,000 metres'),
});

/** 'Far from the site; explained' etc., for CSV manifests and the report. */
export function flagSummary(flags: readonly PhotoFlag[]): string {
  return flags
    .map((f) => `${PHOTO_FLAG_LABELS[f.code]}${f.explanation ? ' (explained)' : ''}`)
    .join('; ');
}

/** '±12 m' for an accuracy in metres. */
export function formatAccuracy(metres: number): string {
  return `±${Math.round(metres)} m`;
}

export const InstallerFlagCountsInput = z.object({ installerId: z.string().uuid() }).strict();
export const InspectionVisitInput = z.object({ inspectionId: z.string().uuid() }).strict();

const visitTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Visit started 27 Nov 2026, 09:12 · position ±12 m' (UK time), or why there is no position. */
export function describeVisitStart(visit: {
  startedAt: string | Date;
  positionStatus: VisitPositionStatus;
  accuracyMetres: number | null;
}): string {
  const where =
    visit.positionStatus === 'recorded' && visit.accuracyMetres !== null
      ? `position ${formatAccuracy(visit.accuracyMetres)}`
      : visit.positionStatus === 'denied'
        ? 'no position (location permission refused)'
        : 'no position (the device gave none)';
  return `Visit started ${visitTime.format(new Date(visit.startedAt))} · ${where}`;
}
