import { currentUkPeriod } from '@/shared/periods';
import { isQuarterId, previousQuarter, quarterOf } from '@/shared/sampling/sampling';
import { quarterLabel } from '../quarters';

/** How many quarters back the proposals page offers (two years). */
const QUARTERS_SHOWN = 8;

export function currentQuarter(now = new Date()): string {
  return quarterOf(currentUkPeriod('quarter', now).from);
}

/** The current quarter and the ones before it, newest first, named as the plan names them. */
export function quarterOptions(now = new Date()) {
  const options: { value: string; label: string }[] = [];
  let quarter = currentQuarter(now);
  for (let i = 0; i < QUARTERS_SHOWN; i++) {
    options.push({ value: quarter, label: quarterLabel(quarter) });
    quarter = previousQuarter(quarter);
  }
  return options;
}

/** The quarter in the URL when it is one, else the current one. */
export function readQuarter(raw: string | null, now = new Date()): string {
  return raw && isQuarterId(raw) ? raw : currentQuarter(now);
}
