import type { ParsedQuestion } from './contract';
import { readPeriod } from './periods';

/**
 * The local intent parser: plain English to one supported intent, with no
 * network and no model. Tolerates one typo in words of five letters or more
 * (two from nine letters). Order matters: the most specific intents first.
 */

/** Optimal string alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

function allowedTypos(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

export type Words = { text: string; tokens: string[] };

export function tidyQuestion(question: string): Words {
  const text = question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9/\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, tokens: text.split(' ').filter(Boolean) };
}

/** Whether any token is one of the stems (a token starting with the stem, or within the typo allowance). */
export function hasWord(words: Words, ...stems: string[]): boolean {
  return words.tokens.some((token) =>
    stems.some((stem) => {
      if (token === stem || token === `${stem}s`) return true;
      if (stem.length >= 4 && token.startsWith(stem)) return true;
      const allowance = allowedTypos(stem);
      if (allowance === 0) return false;
      const head = token.slice(0, stem.length + 1);
      return (
        editDistance(token, stem, allowance) <= allowance ||
        editDistance(token, `${stem}s`, allowance) <= allowance ||
        (token.length > stem.length + 2 && editDistance(head, stem, allowance) <= allowance)
      );
    }),
  );
}

export function hasPhrase(words: Words, ...phrases: string[]): boolean {
  return phrases.some((p) => ` ${words.text} `.includes(` ${p} `));
}

const REFERENCE = /\bins[\s-]*(\d{4})[\s-]*(\d{1,6})\b/i;
const POLICY =
  /\b(?:policy(?:\s+id)?(?:\s+(?:number|no|ref))?|pol)[\s:#-]*([a-z0-9][a-z0-9/-]{2,40})\b/i;

/** An inspection reference (normalised to INS-YYYY-NNNNNN) or a policy ID named in the question. */
export function readRecordSubject(question: string): string | null {
  const reference = REFERENCE.exec(question);
  if (reference) return `INS-${reference[1]}-${reference[2]!.padStart(6, '0')}`;
  const policy = /\b(POL[-\s]?\d{3,})\b/i.exec(question);
  if (policy) return policy[1]!.toUpperCase().replace(/\s/, '-');
  const named = POLICY.exec(question);
  if (named && /\d/.test(named[1]!)) return named[1]!.toUpperCase();
  return null;
}

const INSTALLER_CUES = [
  /\binstall?er\s+(?:called|named)\s+(.+)$/,
  /\b(?:summary|summarise|summarize|overview|profile|details|report)\s+(?:of|for|on)\s+(?:the\s+)?(?:installer\s+)?(.+)$/,
  /\b(?:tell me about|how is|hows|how are|how has|how have|show me|look up|lookup|info on|information on|about)\s+(?:the\s+)?(?:installer\s+)?(.+?)(?:\s+(?:doing|performing|getting on|done))?$/,
  /\binstall?er\s+(.+)$/,
];

const GENERIC_SUBJECTS =
  /^(installers?|them|it|things|everything|the installers?|our installers?|all installers?|my visits?|this week|today|the schedule|.*\b(pending|overdue|risk|pass rate|inspections?|defects?|payments?|follow ?ups?)\b.*)$/;

/** The installer a question names, if any ('how is Northern Warmth doing?'). */
export function readInstallerSubject(words: Words): string | null {
  for (const cue of INSTALLER_CUES) {
    const match = cue.exec(words.text);
    const subject = match?.[1]
      ?.replace(/\b(doing|performing|please|summary|lately|recently)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (subject && subject.length >= 3 && !GENERIC_SUBJECTS.test(subject)) return subject;
  }
  return null;
}

/** Words that make 'show me the backlog' a question about something else than an installer. */
const NOT_INSTALLER_WORDS = [
  'pending',
  'overdue',
  'backlog',
  'queue',
  'statistics',
  'stats',
  'summary',
  'figures',
  'numbers',
  'schedule',
  'calendar',
  'help',
  'report',
  'visits',
  'diary',
];

const PERIOD_TAIL =
  /\s+(?:this|last|past|previous|since|in|from|between|over|during|today|yesterday|so far)\b.*$/;

/** 'pass rate for Anglia Loft & Cavity this year': the installer, without the period. */
function readRateSubject(words: Words): string | null {
  const match = /\b(?:for|of)\s+(?:the\s+)?(?:installer\s+)?(.+)$/.exec(words.text);
  const subject = match?.[1]?.replace(PERIOD_TAIL, '').trim();
  if (!subject || subject.length < 3) return null;
  if (
    /^(all|every|each|our|my|the|installers?|inspections?|measures?|everything|everyone)\b/.test(
      subject,
    )
  )
    return null;
  return subject;
}

const empty = {
  period: null,
  outcome: null,
  groupBy: null,
  subject: null,
  span: null,
} as const;

function parse(
  intent: ParsedQuestion['intent'],
  extra: Partial<ParsedQuestion> = {},
): ParsedQuestion {
  return { ...empty, intent, ...extra };
}

function readOutcome(words: Words): 'PASSED' | 'FAILED' | null {
  if (
    hasWord(words, 'failed', 'failures', 'failing', 'fails') ||
    hasPhrase(words, 'fail', 'did not pass', 'didnt pass')
  )
    return 'FAILED';
  if (hasWord(words, 'passed', 'passes', 'passing') || hasPhrase(words, 'pass')) return 'PASSED';
  return null;
}

/** Turns a question into one supported intent (or 'unsupported'). */
export function parseQuestion(question: string, now: Date = new Date()): ParsedQuestion {
  const words = tidyQuestion(question);
  const period = readPeriod(words.text, now);
  const record = readRecordSubject(question);
  const isAnalysis = hasWord(words, 'analyse', 'analyze', 'analysis', 'assess', 'assessment');

  if (record)
    return parse(isAnalysis ? 'inspection_analysis' : 'inspection_lookup', { subject: record });
  if (isAnalysis && hasWord(words, 'inspection')) return parse('inspection_analysis');

  if (
    hasWord(words, 'proposal', 'proposed') ||
    hasPhrase(words, 'enhanced monitoring', 'put under monitoring')
  )
    return parse('monitoring_proposals');

  const isLate =
    hasWord(words, 'overdue', 'late', 'unpaid', 'outstanding', 'missed') ||
    hasPhrase(words, 'past due', 'not paid');
  if (hasWord(words, 'payment', 'invoice', 'billing', 'paid', 'unpaid') && isLate)
    return parse('overdue_payments');
  if (
    (hasWord(words, 'followup', 'followups') || hasPhrase(words, 'follow up', 'follow ups')) &&
    isLate
  )
    return parse('overdue_followups');
  if (hasWord(words, 'defect', 'defects', 'snag', 'snags'))
    return parse('defects_due_soon', { period: null });

  const isRisk = hasWord(words, 'risk', 'risky', 'riskiest', 'dangerous', 'worst');
  if (
    isRisk &&
    (hasWord(words, 'installer', 'installers', 'company', 'companies', 'contractor') ||
      hasPhrase(words, 'high risk', 'high-risk'))
  )
    return parse('high_risk_installers');

  const isRate =
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
    ) || hasWord(words, 'passrate', 'pass-rate', 'pass-rates');
  if (isRate) {
    const groupBy = hasWord(words, 'measure', 'measures', 'category', 'categories', 'type')
      ? 'measure'
      : hasWord(words, 'installer', 'installers', 'company', 'companies')
        ? hasPhrase(
            words,
            'by installer',
            'per installer',
            'each installer',
            'every installer',
            'installers',
          )
          ? 'installer'
          : null
        : null;
    const subject = groupBy ? null : readRateSubject(words);
    return parse('pass_rate', {
      period,
      groupBy: groupBy ?? (subject ? 'installer' : null),
      subject,
    });
  }

  if (
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
    )
  ) {
    if (hasPhrase(words, 'my', 'i', 'me') || hasWord(words, 'visits')) {
      const span = hasPhrase(words, 'this week', 'week', 'next few days', 'weekly')
        ? 'week'
        : 'today';
      if (!hasWord(words, 'book', 'arrange', 'rebook', 'need', 'want', 'make', 'create'))
        return parse('my_visits', { span });
    }
  }

  const outcome = readOutcome(words);
  if (
    outcome &&
    (hasWord(words, 'many', 'number', 'count', 'total') ||
      period ||
      hasWord(words, 'inspection', 'inspections', 'jobs'))
  ) {
    if (!hasWord(words, 'installer') || !readInstallerSubject(words))
      return parse('outcome_count', { outcome, period });
  }

  const installer = readInstallerSubject(words);
  if (installer && !hasWord(tidyQuestion(installer), ...NOT_INSTALLER_WORDS))
    return parse('installer_summary', { subject: installer });

  if (
    hasWord(words, 'overdue', 'late') ||
    hasPhrase(words, 'past due', 'due date passed', 'behind')
  )
    return parse('overdue_inspections');

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
    return parse('pending_count');

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
    return parse('stats_summary');
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
    return parse('schedule_help');
  if (isRisk || isAnalysis) return parse('risk_help');
  if (
    hasWord(words, 'help') ||
    hasPhrase(words, 'what can you do', 'what do you do', 'how do i', 'hello', 'hi', 'hey')
  )
    return parse('help');
  return parse('unsupported');
}
