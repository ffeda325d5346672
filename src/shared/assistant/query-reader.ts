import type { MeasureCode } from '../inspections/measures';
import { MEASURE_WORDS } from './measure-words';
import { AssistantQuery, type QueryFilters, type QueryReading } from './query';
import { draftOf, isTopicQuestion, type Claims } from './query-draft';
import { didYouMean, findInstallers, findPeople, wordsOf, type TenantNames } from './tenant-names';
import { readTopic } from './query-topics';
import { findPeriod, unreadPeriodIn } from './uk-periods';

/**
 * Reads a question into the typed query (issue 35 points 1-4). Every word is
 * either used (a period, a name, a measure, a subject, a status, a common
 * word) or left over; left-over words are returned as `unused` for the answer
 * to name before any figure, or make the reader decline when they look like a
 * name or a period it could not read. Names come from the tenant's data.
 */

/** Common words that carry no filter. */
const COMMON = new Set(
  `a an the of for by at in on to from with and or is are was were be been being do does did done have has had
  how many much what whats what's which who whom whose when where show me tell give list count number total
  all any anything everything there their them they we our us it its that this these those so far please
  inspection inspections inspected inspector inspectors installer installers record records result results
  figure figures stats statistics currently current now still get got out
  can could you your about under being items item things job jobs work booked`
    .split(/\s+/)
    .filter(Boolean),
);

type Words = (string | null)[];
const live = (words: Words) => words.filter((w): w is string => w !== null);
const take = (words: Words, start: number, length: number) => {
  for (let i = start; i < start + length; i++) words[i] = null;
};
/** Matches a pattern of whole words against the words still unused, and marks them used. */
function consume(words: Words, pattern: RegExp): boolean {
  let hit = false;
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (run.some((w) => w === null)) continue;
      if (pattern.test(run.join(' '))) {
        take(words, i, n);
        hit = true;
        break;
      }
    }
  }
  return hit;
}

const FORECAST =
  /\b(forecast|predict|prediction|projected|projection|will|going to|expect|estimate)\b/;
const HANDED_ON =
  /\b((by|per|for each|each|every)\s+(measure|installer|inspector|type|category)s?|lowest|highest|worst|best|proposals?|proposed|due soon|soon|upcoming|book|booking|arrange|need to|want to|high risk|riskiest|ins-\d{4}-\d+|policy)\b/;

export function readQuery(question: string, now: Date, names: TenantNames): QueryReading {
  const text = wordsOf(question).join(' ');
  if (FORECAST.test(text)) {
    return {
      kind: 'decline',
      text: "I can't forecast: I answer only from the records InspectHub holds, not predictions.",
    };
  }
  const isSchedule = /\b(visits?|schedule|scheduled|calendar|appointments?|diary)\b/.test(text);
  const periodMatch = findPeriod(text, now, isSchedule);
  if (periodMatch && 'unread' in periodMatch) return unreadPeriod(periodMatch.unread);
  const words: Words = wordsOf(periodMatch ? text.replace(periodMatch.span, ' ') : text);
  const period = periodMatch && 'period' in periodMatch ? periodMatch.period : null;
  const topic = () => readTopic(question, now, period, names);

  const filters: QueryFilters = {
    inspector: null,
    installer: null,
    measureCodes: [],
    status: null,
    severity: null,
    priority: null,
    monitoring: null,
    mine: false,
    reference: null,
  };
  const unknownInstaller = readInstallerAndMeasures(words, names, filters);
  if (unknownInstaller) return unknownInstaller;
  // Subject, measure and status words, before people, so 'pass' is never a name.
  const claims = readSubjectWords(words, filters);
  const unknownName = readPersonAndInstaller(words, names, filters);
  if (unknownName) return unknownName;
  if (!Object.values(claims).some(Boolean)) return topic();
  // Read as a topic (query-topics.ts): groupings, proposals, due-soon lists, booking help, and the
  // plain organisation-wide questions answered with their pages' own wording.
  const hasFilter = Boolean(
    filters.inspector || filters.installer || filters.measureCodes.length || filters.mine,
  );
  const freeWords = live(words).filter((w) => !COMMON.has(w));
  if (HANDED_ON.test(text)) return topic();
  const left = live(words);
  const leftover = left.filter((w) => !COMMON.has(w));
  const declined = leftover.length > 0 ? declineLeftover(question, left, leftover) : null;
  if (declined) return declined;
  if (isTopicQuestion(claims, { hasFilter, mine: filters.mine, period, freeWords, text }))
    return topic();
  const draft = draftOf(claims, filters, period);
  if (!draft) return topic();
  const unused = leftover.length > 0 ? [leftover.join(' ')] : [];
  return { kind: 'query', query: AssistantQuery.parse(draft), unused };
}

/**
 * An installer's licence number, then its name of several words, then measure words: a decline
 * when a licence is unknown or a name ambiguous, else null with the filters set, their words used.
 */
function readInstallerAndMeasures(
  words: Words,
  names: TenantNames,
  filters: QueryFilters,
): QueryReading | null {
  // An installer's licence number, then its name of several words, before measure words.
  const licence = words.findIndex((w) => w !== null && /^qmp-?\d{3,}$/.test(w));
  if (licence >= 0) {
    const wanted = words[licence]!.replace('-', '');
    const match = names.installers.find(
      (i) => i.licence?.toLowerCase().replace('-', '') === wanted,
    );
    if (!match)
      return {
        kind: 'decline',
        text: `No installer has the licence ${words[licence]!.toUpperCase()}.`,
      };
    filters.installer = match.name;
    words[licence] = null;
  }
  const ambiguousInstaller = chooseInstaller(words, names, filters, true);
  if (ambiguousInstaller) return ambiguousInstaller;
  filters.measureCodes = readMeasureCodes(words);
  return null;
}

function chooseInstaller(
  words: Words,
  names: TenantNames,
  filters: QueryFilters,
  multiWordOnly: boolean,
): QueryReading | null {
  if (filters.installer) return null;
  const found = findInstallers(toMatch(words), names.installers, multiWordOnly);
  if (!found) return null;
  if (found.found.length > 1)
    return { kind: 'decline', text: didYouMean(found.found.map((i) => i.name)) };
  filters.installer = found.found[0]!.name;
  take(words, found.start, found.length);
  return null;
}

function readMeasureCodes(words: Words): MeasureCode[] {
  const codes = new Set<MeasureCode>();
  for (const [phrase, measureCodes] of MEASURE_WORDS) {
    const pattern = new RegExp(`^${phrase}$`);
    if (phrase === 'insulation' && codes.size > 0) {
      consume(words, pattern);
      continue;
    }
    if (consume(words, pattern)) measureCodes.forEach((c) => codes.add(c));
  }
  return [...codes];
}

/** The words that say what is counted or listed (each is used up); sets `mine`. */
function readSubjectWords(words: Words, filters: QueryFilters): Claims {
  const claims = {
    isRate: consume(words, /^(pass rate|passrate|success rate|rate|percentage|percent)$/),
    enhanced: consume(words, /^(enhanced monitoring|enhanced|monitoring)$/),
    overdue: consume(words, /^(overdue|late|past due)$/),
    followups: consume(words, /^(follow-ups?|followups?|follow ups?)$/),
    defects: consume(words, /^defects?$/),
    payments: consume(words, /^(payments?|invoices?|owe|owed|unpaid)$/),
    visits: consume(words, /^(visits?|schedule|scheduled|calendar|appointments?|diary)$/),
    failed: consume(
      words,
      /^(fail|failed|fails|failing|failures?|did not pass|didn t pass|not passed|not pass)$/,
    ),
    passed: consume(words, /^(pass|passed|passes|passing)$/),
    pending: consume(words, /^(pending|open|outstanding|backlog)$/),
  };
  filters.mine = consume(words, /^(my|i|mine|myself)$/);
  consume(words, /^(installers?|inspectors?)$/);
  return claims;
}

/** An inspector's name, then an installer's of one word: a decline when ambiguous. */
function readPersonAndInstaller(
  words: Words,
  names: TenantNames,
  filters: QueryFilters,
): QueryReading | null {
  const person = findPeople(toMatch(words), names.people);
  if (person) {
    if (person.found.length > 1)
      return { kind: 'decline', text: didYouMean(person.found.map((p) => p.name)) };
    filters.inspector = person.found[0]!.name;
    take(words, person.start, person.length);
  }
  return chooseInstaller(words, names, filters, false);
}

/** Left-over words that look like a period or a name the reader could not read: a decline. */
function declineLeftover(
  question: string,
  left: string[],
  leftover: string[],
): QueryReading | null {
  const unread = unreadPeriodIn(left.join(' '), question);
  if (unread) return unreadPeriod(unread);
  const named = nameIn(question, leftover);
  if (!named) return null;
  const before = question.slice(0, question.indexOf(named)).toLowerCase();
  const isInstaller =
    /\b(for|at)\s+$/.test(before) || /\b(ltd|limited|llp|services|homes)\b/i.test(named);
  return {
    kind: 'decline',
    text: `No ${isInstaller ? 'installer' : 'inspector'} called ${named} in your organisation's records, so I haven't given a figure.`,
  };
}

/** The words still free, with used ones blanked so a name cannot join across them. */
const toMatch = (words: Words) => words.map((w) => w ?? '\u0000');

function unreadPeriod(words: string): QueryReading {
  return {
    kind: 'decline',
    text: `I can't read the period '${words}', so I haven't given a figure. Try 'last month', 'since 1 October', 'between 1 and 15 November' or 'next week'.`,
  };
}

/** The left-over words as the asker wrote them, when they look like a name (capitalised, or after 'did'/'by'). */
function nameIn(question: string, leftover: string[]): string | null {
  const original = question
    .replace(/[?!.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const picked = original.filter((w) => leftover.includes(wordsOf(w)[0] ?? ''));
  const capitalised = picked.filter((w) => /^[A-Z]/.test(w));
  const afterPersonWord = /\b(did|by|has|have|does)\s+([a-z]+)\b/i.exec(question);
  if (capitalised.length > 0) return capitalised.join(' ').replace(/'s$/, '');
  if (afterPersonWord && leftover.includes(afterPersonWord[2]!.toLowerCase()))
    return afterPersonWord[2]!;
  return null;
}
