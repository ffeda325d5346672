import { describe, expect, it } from 'vitest';
import { resolveSearchRoute, SEARCH_ROUTES } from './header-search';

describe('resolveSearchRoute', () => {
  const table: [string, string][] = [
    ['inspection', '/view-inspections'],
    ['ins-', '/view-inspections'],
    ['INS-2026-000123', '/view-inspections'],
    ['installer', '/installers'],
    ['Company', '/installers'],
    ['defect', '/defects'],
    ['issue', '/defects'],
    ['project', '/projects'],
    ['report', '/reports'],
    ['schedule', '/schedule'],
    ['calendar', '/schedule'],
    ['payment', '/payments'],
    ['invoice', '/payments'],
    ['billing', '/payments'],
    ['alert', '/alerts'],
    ['notification', '/alerts'],
    ['support', '/support'],
    ['help', '/support'],
    ['ticket', '/support'],
    ['news', '/news-updates'],
    ['update', '/news-updates'],
    ['announcement', '/news-updates'],
    ['guidance', '/guidance-docs'],
    ['document', '/guidance-docs'],
    ['manual', '/guidance-docs'],
    ['excel', '/tracker'],
    ['tracker', '/tracker'],
    ['import', '/tracker'],
    ['improvement', '/improvements'],
    ['process', '/improvements'],
    ['initiative', '/improvements'],
    ['follow', '/followup'],
    ['followup', '/followup'],
  ];

  it.each(table)('routes %s to %s', (text, path) => {
    expect(resolveSearchRoute(text)).toBe(path);
  });

  it('covers every keyword of the table', () => {
    const tested = new Set(table.map(([text]) => text.toLowerCase()));
    for (const row of SEARCH_ROUTES)
      for (const keyword of row.keywords) expect(tested.has(keyword)).toBe(true);
  });

  it('matches case-insensitively inside longer text', () => {
    expect(resolveSearchRoute('  Overdue PAYMENTS for March ')).toBe('/payments');
  });

  it('sends anything else to the dashboard', () => {
    expect(resolveSearchRoute('Leeds')).toBe('/dashboard');
  });

  it('ignores empty and whitespace-only text', () => {
    expect(resolveSearchRoute('')).toBeNull();
    expect(resolveSearchRoute('   \t ')).toBeNull();
  });

  it('resolves several matching keywords by table order', () => {
    expect(resolveSearchRoute('inspection report')).toBe('/view-inspections');
    expect(resolveSearchRoute('report on installer')).toBe('/installers');
    expect(resolveSearchRoute('follow up the invoice')).toBe('/payments');
  });
});
