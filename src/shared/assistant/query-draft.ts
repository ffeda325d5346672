import type { Period } from './contract';
import type { QueryFilters } from './query';

// What query-reader.ts makes of a question's subject words once names and periods are read.

/** The subject words a question used: what is counted or listed, and which status. */
export type Claims = {
  isRate: boolean;
  enhanced: boolean;
  overdue: boolean;
  followups: boolean;
  defects: boolean;
  payments: boolean;
  visits: boolean;
  failed: boolean;
  passed: boolean;
  pending: boolean;
};

/** Questions the topics answer better (query-topics.ts): plain organisation-wide counts and lists. */
export function isTopicQuestion(
  {
    isRate,
    enhanced,
    overdue,
    followups,
    defects,
    payments,
    visits,
    failed,
    passed,
    pending,
  }: Claims,
  context: {
    hasFilter: boolean;
    mine: boolean;
    period: unknown;
    freeWords: string[];
    text: string;
  },
): boolean {
  const { hasFilter, mine, period, freeWords, text } = context;
  if ((followups || defects) && !mine) return true;
  if (
    overdue &&
    !hasFilter &&
    (freeWords.length > 0 || /\b(installers?|inspections?)\b/.test(text)) &&
    !(followups || defects || payments)
  )
    return true;
  if (pending && !hasFilter && !isRate && !failed && !passed) return true;
  return !hasFilter && !period && (failed || passed || isRate) && !enhanced && !visits;
}

/** The typed query the claimed words and filters make, or null when they make none. */
export function draftOf(claims: Claims, filters: QueryFilters, period: Period | null): unknown {
  const { isRate, enhanced, overdue, followups, defects, payments, visits, failed, passed } =
    claims;
  if (payments)
    return {
      measure: 'count',
      subject: 'payments',
      filters: { ...filters, status: overdue ? 'overdue' : null },
    };
  if (enhanced)
    return {
      measure: filters.installer ? 'yesno' : 'count',
      subject: 'installers',
      filters: { ...filters, monitoring: 'Enhanced' },
    };
  if (followups || defects)
    return {
      measure: 'count',
      subject: followups ? 'followups' : 'defects',
      filters: { ...filters, status: overdue ? 'overdue' : 'open' },
    };
  if (visits)
    return {
      measure: 'count',
      subject: 'visits',
      filters,
      period: period ? { ...period, basis: 'scheduled' } : null,
    };
  if (overdue && !failed && !passed && !isRate)
    return { measure: 'list', subject: 'overdue', filters };
  if (isRate || failed || passed || claims.pending) {
    return {
      measure: isRate ? 'rate' : 'count',
      subject: 'inspections',
      filters: {
        ...filters,
        status: isRate ? null : failed ? 'failed' : passed ? 'passed' : 'pending',
      },
      period: period && !claims.pending ? { ...period, basis: 'outcome' } : null,
    };
  }
  return null;
}
