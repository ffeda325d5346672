/**
 * Tags as typed ('safety, PAS 2035 ,Safety'): trimmed, blanks dropped, the
 * first spelling of a duplicate kept (case-insensitive).
 */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
