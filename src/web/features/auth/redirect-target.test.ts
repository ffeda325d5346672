import { describe, expect, it } from 'vitest';
import { resolvePostLoginPath, toSafeRedirect } from './redirect-target';

describe('toSafeRedirect', () => {
  it('accepts same-site paths with their search', () => {
    expect(toSafeRedirect('/inspections/pending?page=2')).toBe('/inspections/pending?page=2');
  });

  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['dashboard'],
    ['/login'],
    ['/login?x=1'],
    [42],
    [null],
  ])('rejects %s', (candidate) => {
    expect(toSafeRedirect(candidate)).toBeNull();
  });
});

describe('resolvePostLoginPath', () => {
  it('prefers the guard state', () => {
    expect(resolvePostLoginPath({ from: '/reports' }, '?redirect=/alerts')).toBe('/reports');
  });

  it('falls back to ?redirect=', () => {
    expect(resolvePostLoginPath(null, '?redirect=%2Falerts%3Ftab%3Dunread')).toBe(
      '/alerts?tab=unread',
    );
  });

  it('defaults to the dashboard', () => {
    expect(resolvePostLoginPath(undefined, '')).toBe('/dashboard');
    expect(resolvePostLoginPath({ from: 'https://evil.example' }, '')).toBe('/dashboard');
  });

  it('sends an installer user to the portal page asked for, else the Overview, never a staff page', () => {
    expect(resolvePostLoginPath(undefined, '', 'INSTALLER')).toBe('/portal');
    expect(resolvePostLoginPath({ from: '/reports' }, '', 'INSTALLER')).toBe('/portal');
    expect(resolvePostLoginPath({ from: '/portal/inspections?q=Mill' }, '', 'INSTALLER')).toBe(
      '/portal/inspections?q=Mill',
    );
    expect(resolvePostLoginPath({ from: '/portalx' }, '', 'INSTALLER')).toBe('/portal');
  });
});
