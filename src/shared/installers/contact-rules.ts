import type { NotePriority, TemplateVariable } from './catalogue';

/** Call duration: '< 1 min' for 0, 'N min' under 60, otherwise 'Xh Ym' (spec 02). */
export function formatCallDuration(minutes: number): string {
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const PRIORITY_ORDER: Record<NotePriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** Notes: urgent, high, medium, low; then newest created first. */
export function compareNotes(
  a: { priority: NotePriority; createdAt: string },
  b: { priority: NotePriority; createdAt: string },
): number {
  return (
    PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
    b.createdAt.localeCompare(a.createdAt)
  );
}

/** Tags trimmed, blanks dropped, no duplicates (case-insensitive, first spelling kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** E-mail recipients trimmed and de-duplicated (case-insensitive); accepts comma/semicolon lists. */
export function cleanRecipients(list: readonly string[]): string[] {
  return cleanTags(list.flatMap((entry) => entry.split(/[,;]/))).map((r) => r.toLowerCase());
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Replaces {{variable}} with values; unknown variables are left visible so nothing silently
 * disappears. A variable whose value is empty (the installer has no phone, no inspection yet)
 * takes its whole sentence with it: an e-mail never says 'due on N/A' (issue 28, point 14).
 */
export function fillTemplate(
  text: string,
  values: Partial<Record<TemplateVariable, string>>,
): string {
  const isEmpty = (name: string) => values[name as TemplateVariable]?.trim() === '';
  const kept = text.split('\n').flatMap((line) => {
    if (![...line.matchAll(VARIABLE)].some((m) => isEmpty(m[1]!))) return [line];
    // Sentences end at . ! or ? followed by a space.
    const sentences = line.split(/(?<=[.!?])\s+/);
    const left = sentences.filter(
      (part) => ![...part.matchAll(VARIABLE)].some((m) => isEmpty(m[1]!)),
    );
    return left.length > 0 ? [left.join(' ')] : [];
  });
  return kept
    .join('\n')
    .replace(VARIABLE, (match, name: string) => values[name as TemplateVariable] ?? match);
}

/** Variables a template uses, in order of first use. */
export function listTemplateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))];
}

/** Template preview: the first 100 characters of the body (spec 02 section 9). */
export function previewTemplateBody(body: string): string {
  return body.length > 100 ? `${body.slice(0, 100)}…` : body;
}

/** At most 3 variables shown, then '+N more'. */
export function summariseVariables(variables: readonly string[]): {
  shown: string[];
  more: string | null;
} {
  return {
    shown: variables.slice(0, 3),
    more: variables.length > 3 ? `+${variables.length - 3} more` : null,
  };
}
