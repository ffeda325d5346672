import { describe, expect, it } from 'vitest';
import { CANNED_TEXTS, composeSuggestion, polishBody } from './ai-suggestions';

describe('polishBody', () => {
  it("prefixes 'Enhanced: ' once", () => {
    expect(polishBody('Please call us.')).toBe('Enhanced: Please call us.');
    expect(polishBody('Enhanced: Please call us.')).toBe('Enhanced: Please call us.');
  });

  it('leaves a blank body alone', () => {
    expect(polishBody('  ')).toBe('  ');
  });
});

describe('composeSuggestion', () => {
  it('inserts a canned text chosen by the random source', () => {
    expect(composeSuggestion('', () => 0)).toBe(CANNED_TEXTS[0]);
    expect(composeSuggestion('', () => 0.999)).toBe(CANNED_TEXTS[CANNED_TEXTS.length - 1]);
  });

  it('adds after what is already written instead of replacing it', () => {
    expect(composeSuggestion('Dear Acme,  ', () => 0)).toBe(`Dear Acme,\n\n${CANNED_TEXTS[0]}`);
  });
});
