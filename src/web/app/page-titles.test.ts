import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE, getPageTitle } from './page-titles';

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

  it('gives nested paths the default title, because the spec maps exact paths only', () => {
    expect(getPageTitle('/inspections/pending')).toBe(DEFAULT_PAGE_TITLE);
    expect(getPageTitle('/installers/3f2a')).toBe(DEFAULT_PAGE_TITLE);
  });

  it('gives unknown and unmapped paths the product title', () => {
    expect(DEFAULT_PAGE_TITLE).toBe('InspectHub');
    expect(getPageTitle('/no-such-page')).toBe('InspectHub');
    expect(getPageTitle('/')).toBe('InspectHub');
    expect(getPageTitle('/support')).toBe('InspectHub');
  });
});
