/**
 * The PDF standard fonts (pdfmake.ts) only know Windows-1252, so every text a
 * PDF shows goes through toWinAnsi: common symbols are spelled out, anything
 * else the fonts lack becomes '?'.
 */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '✓': 'yes',
  '✗': 'no',
  '−': '-',
  '\u00a0': ' ',
};
// Characters Helvetica (WinAnsiEncoding) has beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code === 9 || code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255))
      out += REPLACEMENTS[ch] ?? ch;
    else if (WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += REPLACEMENTS[ch] ?? '?';
  }
  return out;
}
