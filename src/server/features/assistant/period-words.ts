/**
 * How an answer names its period with the resolved dates (issue 35 point 1):
 * 'this month (1-27 November 2026)', 'since 1 October (1 October - 27 November 2026)'.
 */
/** 'this month (1-27 November 2026)' */
export function periodWords(period: { from: string; to: string; label: string }): string {
  const day = (iso: string) => Number(iso.slice(8));
  const month = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const year = (iso: string) => iso.slice(0, 4);
  const { from, to } = period;
  const dates =
    from === to
      ? `${day(from)} ${month(from)} ${year(from)}`
      : from.slice(0, 7) === to.slice(0, 7)
        ? `${day(from)}-${day(to)} ${month(from)} ${year(from)}`
        : year(from) === year(to)
          ? `${day(from)} ${month(from)} - ${day(to)} ${month(to)} ${year(to)}`
          : `${day(from)} ${month(from)} ${year(from)} - ${day(to)} ${month(to)} ${year(to)}`;
  if (/^\d{4}-/.test(period.label)) return `on ${dates}`;
  return `${leadWords(period.label, from)} (${dates})`;
}

/** 'this month', 'in the last 30 days', 'since 1 October', 'on Monday', 'in March 2026'. */
function leadWords(label: string, from: string): string {
  if (/^(this|last|next|today|yesterday|tomorrow)\b/i.test(label)) return label;
  if (/^since\b/i.test(label)) {
    const d = new Date(`${from}T12:00:00Z`);
    return `since ${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}`;
  }
  if (/^(the last|\d{2}\/)/i.test(label))
    return label.startsWith('the') ? `in ${label}` : `from ${label}`;
  if (/^(mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(label)) return `on ${label}`;
  return `in ${label}`;
}
