import { isCalendarDate } from '../dates';
import { MEASURES } from '../inspections/measures';
import { INSPECTION_OUTCOMES, OUTCOME_LABELS } from '../inspections/options';
import { INSPECTION_STATUSES, STATUS_LABELS, type InspectionStatus } from '../inspections/statuses';
import {
  SERVER_TRIGGER_LABELS,
  SERVER_TRIGGERS,
  INSPECTION_TRIGGERS,
  LEGACY_TRIGGER_LABELS,
  type ServerTrigger,
} from '../inspections/triggers';
import { normaliseHeader } from './catalogue';

// Cell text to stored values: dates and the names a spreadsheet may use for measures, triggers, statuses and outcomes.

/** DD/MM/YYYY (en-GB), YYYY-MM-DD or an ISO timestamp -> YYYY-MM-DD, or null. */
export function toIsoDate(value: string): string | null {
  const v = value.trim();
  let iso: string | null = null;
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (uk) iso = `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}`;
  else if (/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v)) iso = v.slice(0, 10);
  return iso && isCalendarDate(iso) ? iso : null;
}

const MEASURE_BY_NAME = new Map<string, (typeof MEASURES)[number]>();
for (const m of MEASURES) {
  for (const name of [m.code, m.label, m.short, m.description, `${m.code} ${m.description}`])
    MEASURE_BY_NAME.set(normaliseHeader(name), m);
}

export function findMeasure(value: string) {
  return MEASURE_BY_NAME.get(normaliseHeader(value));
}

export const TRIGGER_BY_NAME = new Map<string, { label: string; value: ServerTrigger }>();
for (const t of INSPECTION_TRIGGERS) TRIGGER_BY_NAME.set(normaliseHeader(t.label), t);
for (const [legacy, label] of Object.entries(LEGACY_TRIGGER_LABELS)) {
  const t = INSPECTION_TRIGGERS.find((x) => x.label === label)!;
  TRIGGER_BY_NAME.set(normaliseHeader(legacy), t);
}
for (const value of SERVER_TRIGGERS) {
  TRIGGER_BY_NAME.set(normaliseHeader(value), { label: SERVER_TRIGGER_LABELS[value], value });
  TRIGGER_BY_NAME.set(normaliseHeader(SERVER_TRIGGER_LABELS[value]), {
    label: SERVER_TRIGGER_LABELS[value],
    value,
  });
}

export const STATUS_BY_NAME = new Map<string, InspectionStatus>();
for (const s of INSPECTION_STATUSES) {
  STATUS_BY_NAME.set(normaliseHeader(s), s);
  STATUS_BY_NAME.set(normaliseHeader(STATUS_LABELS[s]), s);
}

export const OUTCOME_BY_NAME: Record<string, (typeof INSPECTION_OUTCOMES)[number]> = {
  passed: 'PASSED',
  pass: 'PASSED',
  failed: 'FAILED',
  fail: 'FAILED',
  partial: 'PARTIAL',
};
// The labels the Export Data files carry ('Passed - No Issues Found'), so they import back.
for (const outcome of INSPECTION_OUTCOMES)
  OUTCOME_BY_NAME[OUTCOME_LABELS[outcome].toLowerCase()] = outcome;
