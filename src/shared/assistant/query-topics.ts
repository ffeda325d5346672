import type { Period } from './contract';
import { AssistantQuery, type QueryReading } from './query';
import { didYouMean, findInstallers, wordsOf, type TenantNames } from './tenant-names';
import { scheduleDays, thisYear } from './uk-periods';
import {
  hasPhrase,
  hasWord,
  NOT_INSTALLER_WORDS,
  readInstallerSubject,
  readRateSubject,
  readRecordSubject,
  tidyQuestion,
  type Words,
} from './word-match';

/**
 * The typed query of the questions that name a topic rather than filters
 * (query-reader.ts reads those first): a record by reference, its analysis,
 * groupings of the pass rate, an installer's profile, high risk, proposals,
 * due-soon defects, the statistics cards, and the keyword replies (help,
 * booking, risk). Words of five letters or more may carry a typo. The most
 * specific topics come first; nothing read means the plain 'I can't'.
 */
export function readTopic(
  question: string,
  now: Date,
  period: Period | null,
  names: TenantNames,
): QueryReading {
  const words = tidyQuestion(question);
  const isAnalysis = hasWord(words, 'analyse', 'analyze', 'analysis', 'assess', 'assessment');
  const isRisk = hasWord(words, 'risk', 'risky', 'riskiest', 'dangerous', 'worst');
  return (
    readListTopic(question, words, isAnalysis, isRisk) ??
    readFigureTopic(words, now, period, names) ??
    readKeywordTopic(words, isAnalysis, isRisk)
  );
}

/** A record by reference or its analysis, proposals, late payments and follow-ups, defects, high risk. */
function readListTopic(
  question: string,
  words: Words,
  isAnalysis: boolean,
  isRisk: boolean,
): QueryReading | null {
  const record = readRecordSubject(question);
  if (record)
    return query({
      measure: isAnalysis ? 'analysis' : 'lookup',
      subject: 'inspections',
      filters: { reference: record },
    });
  if (isAnalysis && hasWord(words, 'inspection'))
    return query({ measure: 'analysis', subject: 'inspections' });

  if (
    hasWord(words, 'proposal', 'proposed') ||
    hasPhrase(words, 'enhanced monitoring', 'put under monitoring')
  )
    return query({ measure: 'list', subject: 'proposals' });

  const isLate =
    hasWord(words, 'overdue', 'late', 'unpaid', 'outstanding', 'missed') ||
    hasPhrase(words, 'past due', 'not paid');
  if (hasWord(words, 'payment', 'invoice', 'billing', 'paid', 'unpaid') && isLate)
    return query({ measure: 'count', subject: 'payments', filters: { status: 'overdue' } });
  if (
    (hasWord(words, 'followup', 'followups') || hasPhrase(words, 'follow up', 'follow ups')) &&
    isLate
  )
    return query({ measure: 'count', subject: 'followups', filters: { status: 'overdue' } });
  if (hasWord(words, 'defect', 'defects', 'snag', 'snags'))
    return query({ measure: 'list', subject: 'defects', filters: { status: 'due_soon' } });

  if (
    isRisk &&
    (hasWord(words, 'installer', 'installers', 'company', 'companies', 'contractor') ||
      hasPhrase(words, 'high risk', 'high-risk'))
  )
    return query({ measure: 'list', subject: 'installers', filters: { status: 'high_risk' } });
  return null;
}

/** The pass rate and its groupings, visits, outcome counts, an installer's profile. */
function readFigureTopic(
  words: Words,
  now: Date,
  period: Period | null,
  names: TenantNames,
): QueryReading | null {
  if (isRateQuestion(words)) return rateQuery(words, now, period, names);

  const visits = readVisits(words, now);
  if (visits) return visits;

  const outcome = readOutcome(words);
  if (
    outcome &&
    (hasWord(words, 'many', 'number', 'count', 'total') ||
      period ||
      hasWord(words, 'inspection', 'inspections', 'jobs')) &&
    (!hasWord(words, 'installer') || !readInstallerSubject(words))
  )
    return query({
      measure: 'count',
      subject: 'inspections',
      filters: { status: outcome },
      period: period ? { ...period, basis: 'outcome' } : null,
    });

  const installer = readInstallerSubject(words);
  if (installer && !hasWord(tidyQuestion(installer), ...NOT_INSTALLER_WORDS))
    return installerNamed(installer, names, (name) =>
      query({ measure: 'summary', subject: 'installers', filters: { installer: name } }),
    );
  return null;
}

/** Overdue and pending counts, the statistics cards, and the keyword replies. */
function readKeywordTopic(words: Words, isAnalysis: boolean, isRisk: boolean): QueryReading {
  if (
    hasWord(words, 'overdue', 'late') ||
    hasPhrase(words, 'past due', 'due date passed', 'behind')
  )
    return query({ measure: 'count', subject: 'installers', filters: { status: 'overdue' } });

  if (
    hasWord(
      words,
      'pending',
      'outstanding',
      'waiting',
      'queue',
      'queued',
      'backlog',
      'unfinished',
    ) ||
    hasPhrase(
      words,
      'still open',
      'open inspections',
      'not done',
      'not completed',
      'to do',
      'left to do',
    )
  )
    return query({ measure: 'count', subject: 'inspections', filters: { status: 'pending' } });

  if (
    hasWord(
      words,
      'statistics',
      'stats',
      'summary',
      'summarise',
      'summarize',
      'overview',
      'report',
      'reports',
      'figures',
      'numbers',
      'kpis',
    )
  )
    return query({ measure: 'summary', subject: 'inspections' });
  if (
    hasWord(
      words,
      'schedule',
      'appointment',
      'appointments',
      'calendar',
      'book',
      'booking',
      'rebook',
    )
  )
    return reply('schedule');
  if (isRisk || isAnalysis) return reply('risk');
  if (
    hasWord(words, 'help') ||
    hasPhrase(words, 'what can you do', 'what do you do', 'how do i', 'hello', 'hi', 'hey')
  )
    return reply('help');
  return reply('unsupported');
}

const query = (draft: unknown): QueryReading => ({
  kind: 'query',
  query: AssistantQuery.parse(draft),
  unused: [],
});
const reply = (topic: 'help' | 'schedule' | 'risk' | 'unsupported'): QueryReading => ({
  kind: 'reply',
  topic,
});

function isRateQuestion(words: Words): boolean {
  return (
    hasPhrase(
      words,
      'pass rate',
      'passrate',
      'pass rates',
      'success rate',
      'failure rate',
      'fail rate',
      'pass percentage',
      'percentage passed',
      'percent passed',
      'what percentage',
      'how many percent',
    ) || hasWord(words, 'passrate', 'pass-rate', 'pass-rates')
  );
}

/** The pass rate, overall, by measure, by installer or of one installer; this year unless a period is given. */
function rateQuery(words: Words, now: Date, period: Period | null, names: TenantNames) {
  const byInstaller =
    hasWord(words, 'installer', 'installers', 'company', 'companies') &&
    hasPhrase(
      words,
      'by installer',
      'per installer',
      'each installer',
      'every installer',
      'installers',
    );
  const groupBy = hasWord(words, 'measure', 'measures', 'category', 'categories', 'type')
    ? 'measure'
    : byInstaller
      ? 'installer'
      : null;
  const draft = {
    measure: 'rate',
    subject: 'inspections',
    groupBy,
    period: { ...(period ?? thisYear(now)), basis: 'outcome' },
  };
  const subject = groupBy ? null : readRateSubject(words);
  if (!subject) return query(draft);
  return installerNamed(subject, names, (name) =>
    query({ ...draft, filters: { installer: name } }),
  );
}

/** 'my visits today', 'what's on my schedule this week': the asker's calendar, today or this whole week. */
function readVisits(words: Words, now: Date): QueryReading | null {
  const asksVisits =
    hasWord(words, 'visit', 'visits', 'appointments', 'diary') ||
    hasPhrase(
      words,
      'my inspections',
      'my schedule',
      'am i',
      'do i have',
      'have i got',
      'my day',
      'my week',
      'on my plate',
    );
  if (!asksVisits || !(hasPhrase(words, 'my', 'i', 'me') || hasWord(words, 'visits'))) return null;
  if (hasWord(words, 'book', 'arrange', 'rebook', 'need', 'want', 'make', 'create')) return null;
  const span = hasPhrase(words, 'this week', 'week', 'next few days', 'weekly') ? 'week' : 'today';
  return query({
    measure: 'count',
    subject: 'visits',
    filters: { mine: true },
    period: { ...scheduleDays(now, span), basis: 'scheduled' },
  });
}

function readOutcome(words: Words): 'passed' | 'failed' | null {
  if (
    hasWord(words, 'failed', 'failures', 'failing', 'fails') ||
    hasPhrase(words, 'fail', 'did not pass', 'didnt pass')
  )
    return 'failed';
  if (hasWord(words, 'passed', 'passes', 'passing') || hasPhrase(words, 'pass')) return 'passed';
  return null;
}

/** The installer a subject names in the tenant's register; none or several is said, never guessed. */
function installerNamed(
  subject: string,
  names: TenantNames,
  then: (name: string) => QueryReading,
): QueryReading {
  const found = findInstallers(wordsOf(subject), names.installers, false);
  if (!found)
    return { kind: 'decline', text: `I couldn't find an installer matching '${subject}'.` };
  if (found.found.length > 1)
    return { kind: 'decline', text: didYouMean(found.found.map((i) => i.name)) };
  return then(found.found[0]!.name);
}
