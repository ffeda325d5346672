/**
 * The spec's "AI" helpers, kept local and honest: no model and no network,
 * just a prefix and a few canned paragraphs, labelled as suggestions.
 */
export const POLISH_PREFIX = 'Enhanced: ';

export const CANNED_TEXTS = [
  'Thank you for your continued work with us. We would like to arrange your next quality inspection and will be in touch shortly with proposed dates.',
  'Following your recent inspection, some items need attention. Please review the findings in the portal and let us know when the remedial work will be completed.',
  'This is a reminder that your next scheduled inspection is approaching. Please make sure all installation documents and photo evidence are ready for review.',
  'We are pleased to confirm that your recent installations met the required standards. Thank you for maintaining high-quality workmanship.',
] as const;

/** Prefixes 'Enhanced: ' once; a blank body has nothing to polish. */
export function polishBody(body: string): string {
  if (body.trim() === '' || body.startsWith(POLISH_PREFIX)) return body;
  return `${POLISH_PREFIX}${body}`;
}

/** Adds a random canned paragraph after whatever is already written, never over it. */
export function composeSuggestion(body: string, random: () => number = Math.random): string {
  const index = Math.min(CANNED_TEXTS.length - 1, Math.floor(random() * CANNED_TEXTS.length));
  const text = CANNED_TEXTS[index] ?? CANNED_TEXTS[0];
  return body.trim() === '' ? text : `${body.trimEnd()}\n\n${text}`;
}
