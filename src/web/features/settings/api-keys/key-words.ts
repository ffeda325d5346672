const londonMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy hh:mm in UK time, or the words for "none". */
export function ukDateTime(value: Date | string | null | undefined, none: string) {
  if (!value) return none;
  return londonMinute.format(new Date(value)).replace(',', '');
}
