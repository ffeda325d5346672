import { formatDate } from '@/shared/format';

/** "Today only", "Today and tomorrow", "Today and the next 7 days". */
export function windowText(windowDays: number): string {
  if (windowDays === 0) return 'Today only';
  if (windowDays === 1) return 'Today and tomorrow';
  return `Today and the next ${windowDays} days`;
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27/11/2026 14:05" (UK time), 'N/A' when never. */
export function formatRefreshed(iso: string | null): string {
  if (!iso) return 'N/A';
  return `${formatDate(iso)} ${londonTime.format(new Date(iso))}`;
}

/** The address with its postcode, once: an imported address often ends with it already. */
export function addressWithPostcode(address: string | null, postcode: string | null): string {
  const line = (address ?? '').trim();
  const code = (postcode ?? '').trim();
  if (
    !code ||
    line.toUpperCase().replace(/\s+/g, '').includes(code.toUpperCase().replace(/\s+/g, ''))
  )
    return line;
  return line ? `${line}, ${code}` : code;
}
