/**
 * Word matching for the question reader (query-reader.ts, query-topics.ts):
 * lower-case, accents and hyphens folded, one typo allowed in words of five
 * letters or more (two from nine), whole phrases, and the record or installer
 * a question names.
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
export const NOT_INSTALLER_WORDS = [
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
export function readRateSubject(words: Words): string | null {
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
