import type { FlagReference, PhotoFlagCode } from '@/shared/evidence/flags';
import { formatAccuracy } from '@/shared/evidence/flags';

// The rules of the photo integrity flags (issue 32 point 7), pure so their edges are tested
// one by one (photo-flag-rules.test.ts). photo-flags.ts loads what they compare.

const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine; within centimetres of the ellipsoid at 250 m). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const ukDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The UK calendar date (YYYY-MM-DD) of an instant: 23:30 UTC in July is the next day in the UK. */
export function ukDate(instant: Date): string {
  return ukDay.format(instant);
}

const dayLabel = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

export type Position = { latitude: number; longitude: number };

/** What a photo is compared with. */
export type FlagContext = {
  maxDistanceMetres: number;
  /** The property's imported coordinates, else the visit's recorded position. */
  site: (Position & { from: FlagReference; accuracyMetres: number | null }) | null;
  /** UK date of the visit start, when recorded. */
  visitDay: string | null;
  /** The lodged measure's installation date (YYYY-MM-DD), when known. */
  installedDate: string | null;
};

export type PhotoFacts = {
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
};

export type RaisedFlag = { code: PhotoFlagCode; detail: string };

function placeFlags(photo: PhotoFacts, context: FlagContext): RaisedFlag[] {
  if (photo.latitude === null || photo.longitude === null) {
    return [{ code: 'no_position', detail: 'The photo carries no GPS position.' }];
  }
  const site = context.site;
  if (!site) return [];
  const metres = distanceMetres(site, { latitude: photo.latitude, longitude: photo.longitude });
  if (metres <= context.maxDistanceMetres) return [];
  const from =
    site.from === 'property'
      ? "the property's coordinates"
      : `the visit's recorded position${site.accuracyMetres === null ? '' : ` (${formatAccuracy(site.accuracyMetres)})`}`;
  return [
    {
      code: 'far_from_site',
      detail: `Taken ${Math.round(metres).toLocaleString('en-GB')} m from ${from}; more than ${context.maxDistanceMetres} m.`,
    },
  ];
}

function timeFlags(photo: PhotoFacts, context: FlagContext): RaisedFlag[] {
  if (!photo.capturedAt) {
    return [{ code: 'no_time', detail: 'The photo carries no capture time.' }];
  }
  const day = ukDate(photo.capturedAt);
  const flags: RaisedFlag[] = [];
  if (context.visitDay && day !== context.visitDay) {
    flags.push({
      code: 'outside_visit_day',
      detail: `Taken on ${dayLabel(day)}; the visit started on ${dayLabel(context.visitDay)}.`,
    });
  }
  if (context.installedDate && day < context.installedDate) {
    flags.push({
      code: 'before_installation',
      detail: `Taken on ${dayLabel(day)}, before the installation on ${dayLabel(context.installedDate)}.`,
    });
  }
  return flags;
}

/** The time and place flags of one photo (the reuse flag comes from its stored match). */
export function timeAndPlaceFlags(photo: PhotoFacts, context: FlagContext): RaisedFlag[] {
  return [...timeFlags(photo, context), ...placeFlags(photo, context)];
}

/** Bits two 64-bit perceptual hashes (16 hex digits) differ in. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

/**
 * At most this many of the 64 bits may differ for two photos to count as the same picture.
 * Resizing and recompressing moves a pHash by 0-2 bits; two different photos of similar lofts
 * differ by 20 or more. 4 keeps a margin on both sides.
 */
export const NEAR_IDENTICAL_BITS = 4;
