import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE, formatDocumentTitle, getPageTitle } from './page-titles';
import { PATHS } from './paths';

describe('getPageTitle', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/inspections', 'Inspections'],
    ['/projects', 'New Projects'],
    ['/schedule', 'Schedule Inspections'],
    ['/defects', 'Defect Log'],
    ['/followup', 'Follow-up & Resolution'],
    ['/view-inspections', 'View Inspections'],
    ['/alerts', 'Alerts & Notifications'],
    ['/import', 'Import/Export'],
    ['/reports', 'Reports'],
    ['/installers', 'Installers'],
    ['/enhanced-monitoring', 'Enhanced Monitoring'],
    ['/settings', 'Admin Settings'],
    ['/profile-settings', 'Profile Settings'],
    ['/account-settings', 'Account Settings'],
    ['/installer-profile-demo', 'Installer Profile Demo'],
  ])('maps %s to %s', (path, title) => {
    expect(getPageTitle(path)).toBe(title);
  });

  it('ignores a trailing slash', () => {
    expect(getPageTitle('/dashboard/')).toBe('Dashboard');
  });

  it.each([
    ['/inspections/pending', 'Pending Inspections'],
    ['/inspections/create', 'Register New Inspection'],
    ['/inspections/register', 'Register Inspection'],
    ['/inspections/register/schedule', 'Schedule New Inspection'],
    ['/inspections/register/completed', 'Register Completed Inspection'],
    ['/inspections/checklists', 'Measure Checklists'],
    ['/inspections/3f2a', 'Inspection'],
    ['/inspections/3f2a/edit', 'Edit Inspection'],
    ['/installers/3f2a', 'Installer Profile'],
    ['/projects/3f2a', 'Project'],
    ['/payments', 'Payments'],
    ['/docs-review', 'Document Review'],
    ['/support', 'Support'],
    ['/support/8d0f6f7e-0000-4000-8000-000000000001', 'Support ticket'],
  ])('names the route the spec left on the default: %s is %s', (path, title) => {
    expect(getPageTitle(path)).toBe(title);
  });

  it('gives every route in PATHS a title of its own, except the home page', () => {
    const untitled = Object.entries(PATHS)
      .filter(([name]) => name !== 'home')
      .map(([, path]) => path.replace(/:[^/]+/g, 'a1b2'))
      .filter((path) => getPageTitle(path) === DEFAULT_PAGE_TITLE);
    expect(untitled).toEqual([]);
  });

  it('does not stretch a parameter pattern over deeper paths', () => {
    expect(getPageTitle('/installers/3f2a/extra')).toBe(DEFAULT_PAGE_TITLE);
    expect(getPageTitle('/inspections/3f2a/edit/more')).toBe(DEFAULT_PAGE_TITLE);
  });

  it('gives the home page and unknown paths the product title', () => {
    expect(DEFAULT_PAGE_TITLE).toBe('InspectHub');
    expect(getPageTitle('/no-such-page')).toBe('InspectHub');
    expect(getPageTitle('/')).toBe('InspectHub');
  });
});

describe('formatDocumentTitle', () => {
  it('puts the page before the product, and the product alone for the default', () => {
    expect(formatDocumentTitle('Pending Inspections')).toBe('Pending Inspections · InspectHub');
    expect(formatDocumentTitle(getPageTitle('/'))).toBe('InspectHub');
    expect(formatDocumentTitle(getPageTitle('/no-such-page'))).toBe('InspectHub');
  });
});
