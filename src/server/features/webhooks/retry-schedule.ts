const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, then 8 h
 * three times. The last of the 11 attempts comes about 32 hours after the first, so a
 * receiver that is down for a day still gets the event (issue 33 point 5).
 */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
  8 * HOUR,
] as const;

/** An endpoint whose deliveries have failed without a success for this long is switched off. */
export const DISABLE_AFTER_FAILING_MS = 24 * HOUR;

/** When to try again after `attempts` attempts in this series, or null when they are spent. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
