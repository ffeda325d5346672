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

  it('walks inputs nested 100,000 deep without recursion (issue 27)', () => {
    let nested: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) nested = level % 2 ? [nested] : { k: nested };
    const path = findUnstorableText(nested);
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 2)).toEqual([0, 'k']);
    let clean: unknown = 'fine';
    for (let level = 0; level < 100_000; level++) clean = [clean];
    expect(findUnstorableText(clean)).toBeNull();
  });
});
