import { editDistance } from './word-match';
import { MEASURE_TOKENS } from './measure-words';

/**
 * Names from the tenant's own data (issue 35 point 2): people by full, first
 * or last name and installers by name or licence, with small typos (one edit
 * in words of 5+ letters, two from 9+). Pure: the server supplies the lists.
 */
export type NamedPerson = { name: string; userId: string | null };
export type NamedInstaller = { id: string; name: string; licence: string | null };
export type TenantNames = { people: NamedPerson[]; installers: NamedInstaller[] };

/** Company words that name no installer on their own. */
const COMPANY_WORDS = new Set(['ltd', 'limited', 'llp', 'plc', 'group', 'and', 'the', 'co']);

export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/'s\b|s'(?=\s|$)/g, '')
    .replace(/[^a-z0-9/-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);

export function sameWord(asked: string, known: string): boolean {
  if (asked === known) return true;
  const allowance = known.length >= 9 ? 2 : known.length >= 5 ? 1 : 0;
  return allowance > 0 && editDistance(asked, known, allowance) <= allowance;
}

/** A run of the question's words found in a name: where it starts, how long, how many carry meaning. */
type Hit<T> = { item: T; start: number; length: number; meaningful: number; whole: boolean };

function bestRun<T>(words: string[], nameWords: string[], item: T): Hit<T> | null {
  let best: Hit<T> | null = null;
  for (let i = 0; i < words.length; i++) {
    for (let j = 0; j < nameWords.length; j++) {
      let n = 0;
      while (
        i + n < words.length &&
        j + n < nameWords.length &&
        sameWord(words[i + n]!, nameWords[j + n]!)
      )
        n++;
      if (n === 0) continue;
      const run = nameWords.slice(j, j + n);
      const meaningful = run.filter((w) => !COMPANY_WORDS.has(w)).length;
      const whole = n >= nameWords.filter((w) => !COMPANY_WORDS.has(w)).length;
      if (!best || n > best.length) best = { item, start: i, length: n, meaningful, whole };
    }
  }
  return best;
}

export type Found<T> = { found: T[]; start: number; length: number } | null;

/**
 * The installer(s) the words name. `multiWordOnly` first finds full or
 * several-word names, so 'Anglia Loft & Cavity' is an installer before
 * 'loft' and 'cavity' are read as measures; a single word that is a measure
 * word never selects an installer.
 */
export function findInstallers(
  words: string[],
  installers: NamedInstaller[],
  multiWordOnly: boolean,
): Found<NamedInstaller> {
  const hits: Hit<NamedInstaller>[] = [];
  for (const installer of installers) {
    const hit = bestRun(words, wordsOf(installer.name), installer);
    if (!hit || hit.meaningful === 0) continue;
    const run = words.slice(hit.start, hit.start + hit.length);
    const carriesName = run.some(
      (w) => !MEASURE_TOKENS.has(w) && !COMPANY_WORDS.has(w) && w.length >= 4,
    );
    if (!carriesName) continue;
    if (multiWordOnly && hit.length < 2 && !hit.whole) continue;
    hits.push(hit);
  }
  return strongest(hits);
}

/** People by full name, or by first or last name alone. */
export function findPeople(words: string[], people: NamedPerson[]): Found<NamedPerson> {
  const hits: Hit<NamedPerson>[] = [];
  for (const person of people) {
    const hit = bestRun(words, wordsOf(person.name), person);
    if (hit && words[hit.start]!.length >= 3) hits.push(hit);
  }
  return strongest(hits);
}

function strongest<T>(hits: Hit<T>[]): Found<T> {
  if (hits.length === 0) return null;
  const longest = Math.max(...hits.map((h) => h.length));
  const top = hits.filter((h) => h.length === longest);
  const exactWhole = top.filter((h) => h.whole);
  const chosen = exactWhole.length > 0 ? exactWhole : top;
  return { found: chosen.map((h) => h.item), start: chosen[0]!.start, length: longest };
}

/** 'Did you mean A or B?' (three or more: 'A, B or C'). */
export function didYouMean(names: string[]): string {
  const sorted = [...new Set(names)].sort();
  const list =
    sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} or ${sorted.at(-1)}` : sorted[0];
  return `Did you mean ${list}?`;
}
