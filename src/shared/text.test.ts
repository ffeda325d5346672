import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, storableInput, UNSTORABLE_TEXT_MESSAGE } from './text';

describe('storable text', () => {
  it('refuses NUL and other control characters but keeps tabs and line breaks', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('bell\u0007')).toBe(false);
    expect(isStorableText('del\u007f')).toBe(false);
    expect(isStorableText('line one\r\nline two\tindented')).toBe(true);
  });

  it('refuses unpaired surrogates and keeps real pairs (emoji, rare scripts)', () => {
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('end\udbff')).toBe(false);
    expect(isStorableText('😀 👍🏽 𝄞 Ŵales')).toBe(true);
  });

  it('finds the first bad string anywhere in an input, keys included', () => {
    expect(findUnstorableText({ a: 'fine', b: [{ c: 'x\u0000' }] })).toEqual(['b', 0, 'c']);
    expect(findUnstorableText({ 'key\u0000': true })).toEqual(['key\u0000']);
    expect(findUnstorableText({ a: 1, b: null, c: ['ok'] })).toBeNull();
    const result = storableInput.safeParse({ name: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });
});
