const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative age for notifications: Just now, Nm ago, Nh ago, Nd ago. */
export function formatRelativeAge(timestamp: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(timestamp).getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** Unread badge text: the count, capped at '9+'; null hides the badge. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** en-GB date (dd/mm/yyyy), 'N/A' when empty. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : 'N/A';
}

const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '25 November 2026' (UK day), 'N/A' when empty: the news posts' long date. */
export function formatLongDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : 'N/A';
}

/** Short month, day, year, hour, minute (Alerts page), 'N/A' when empty. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : 'N/A';
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money is stored in integer pence; shown as pounds with 2 decimals. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Initials for the avatar, 'U' when the name is unknown. */
export function getInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'U';
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

const londonCalendarDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** Today's calendar date in the UK (YYYY-MM-DD): "overdue", "today" and "this month" mean UK days. */
export function todayInLondon(now: Date = new Date()): string {
  return londonCalendarDate.format(now);
}
