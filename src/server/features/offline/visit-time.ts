import { TRPCError } from '@trpc/server';

/** A device's clock may run a little fast: up to this much in the future is accepted. */
export const VISIT_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A visit start sent later than this after it was recorded is refused (the outbox sends within days). */
export const VISIT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const VISIT_IN_FUTURE_MESSAGE =
  "The visit start is in the future. Check the device's date and time, then record it again.";
export const VISIT_TOO_OLD_MESSAGE =
  'The visit start was recorded more than 7 days ago and can no longer be sent. Ask a coordinator to record it.';

/** The time a device recorded the visit start, when it is believable. */
export function offlineVisitStartTime(recordedAt: string, now: Date = new Date()): Date {
  const at = new Date(recordedAt);
  if (at.getTime() > now.getTime() + VISIT_CLOCK_SKEW_MS)
    throw new TRPCError({ code: 'BAD_REQUEST', message: VISIT_IN_FUTURE_MESSAGE });
  if (at.getTime() < now.getTime() - VISIT_MAX_AGE_MS)
    throw new TRPCError({ code: 'BAD_REQUEST', message: VISIT_TOO_OLD_MESSAGE });
  return at;
}
