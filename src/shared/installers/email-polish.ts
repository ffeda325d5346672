/**
 * AI Polish done locally (issue 15 point 8): tidies a draft without changing
 * what it says. Adds a greeting and a sign-off when missing, collapses runs of
 * spaces and blank lines, capitalises sentences and 'i', and ends each
 * paragraph with punctuation. Idempotent: polishing twice changes nothing more.
 */
const GREETING = /^(dear|hello|hi|good (morning|afternoon|evening)|to whom)\b/i;
const SIGN_OFF =
  /^(kind regards|best regards|regards|many thanks|thanks|thank you|yours sincerely|yours faithfully|best wishes|cheers)\b/i;

function tidyParagraph(paragraph: string): string {
  let text = paragraph
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=[A-Za-z])/g, '$1 ')
    .replace(/\bi\b/g, 'I');
  text = text.replace(
    /(^|[.!?]\s+|\n)([a-z])/g,
    (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
  const isList = /^\s*([-•*]|\d+[.)])\s/m.test(text);
  if (!isList && !GREETING.test(text) && !SIGN_OFF.test(text) && /[A-Za-z0-9)]$/.test(text))
    text += '.';
  return text;
}

export function polishEmailBody(
  body: string,
  names: { recipient: string; sender: string },
): string {
  const paragraphs = body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(tidyParagraph);
  if (paragraphs.length === 0) return body;
  const first = paragraphs[0]!;
  if (!GREETING.test(first)) paragraphs.unshift(`Dear ${names.recipient},`);
  else if (!first.includes('\n') && !first.endsWith(','))
    paragraphs[0] = `${first.replace(/[.!]$/, '')},`;
  const hasSignOff = paragraphs.slice(1).some((p) => SIGN_OFF.test(p));
  if (!hasSignOff) paragraphs.push(`Kind regards,\n${names.sender}`);
  return paragraphs.join('\n\n');
}
