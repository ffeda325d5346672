import type { AssistantQuery } from '@/shared/assistant/query';
import { findMeasure } from '@/shared/inspections/measures';

/**
 * How an answer restates the scope it answered (issue 35 point 1): who, which
 * measure, which installer, as words in the sentence and as the 'Counted:'
 * lines, so a reader sees at once that every part of the question was used.
 */
export function scopeWords(input: {
  query: AssistantQuery;
  isWholeTenant: boolean;
  person: string | null;
  installer: string | null;
}) {
  const { query, person, installer } = input;
  const measures = query.filters.measureCodes.map((c) => findMeasure(c)?.label ?? c);
  const who = query.filters.mine ? 'You' : person;
  const whose = query.filters.mine ? 'Your' : person ? `${person}'s` : null;
  const of = `${measures.length ? ` (${measures.join(', ')})` : ''}${installer ? ` for ${installer}` : ''}`;
  const filters = [
    query.filters.mine
      ? 'inspector: you'
      : person
        ? `inspector: ${person}`
        : input.isWholeTenant
          ? 'inspections: all of your organisation'
          : 'inspections: those assigned to you',
    ...(installer ? [`installer: ${installer}`] : []),
    ...(measures.length ? [`measure: ${measures.join(', ')}`] : []),
    ...(query.filters.status ? [`status: ${query.filters.status}`] : []),
    ...(query.period
      ? [
          'dated by outcome day: the completion date once passed or failed, else the UK day registered',
        ]
      : []),
  ];
  return { who, whose, of, filters };
}
