import { describe, expect, it } from 'vitest';
import { resolveActionTarget } from './action-target';

const ORIGIN = 'https://inspecthub.example';

describe('resolveActionTarget', () => {
  it('keeps internal paths in the app', () => {
    expect(resolveActionTarget('/inspections/pending?page=2', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/inspections/pending?page=2',
    });
    expect(resolveActionTarget(`${ORIGIN}/alerts#x`, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/alerts#x',
    });
  });

  it('treats other origins as external links', () => {
    expect(resolveActionTarget('https://gov.uk/guidance', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://gov.uk/guidance',
    });
    expect(resolveActionTarget('//evil.example/x', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
  });

  it('refuses missing URLs and script schemes', () => {
    expect(resolveActionTarget(null, ORIGIN)).toBeNull();
    expect(resolveActionTarget('', ORIGIN)).toBeNull();
    expect(resolveActionTarget('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveActionTarget('data:text/html,hi', ORIGIN)).toBeNull();
  });
});
