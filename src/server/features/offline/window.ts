import { todayInLondon } from '@/shared/format';

/** The 'available offline' window: today and the next `days` UK calendar days, both ends included. */
export function offlineWindow(days: number, now: Date = new Date()) {
  const from = todayInLondon(now);
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days);
  return { from, to: end.toISOString().slice(0, 10) };
}
