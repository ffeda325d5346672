import { PATHS } from './paths';

export const DEFAULT_PAGE_TITLE = 'InspectHub';

// Spec 01 'Page titles (header)': exact paths only; every other path gets the default.
const PAGE_TITLES: Readonly<Record<string, string>> = {
  [PATHS.dashboard]: 'Dashboard',
  [PATHS.inspections]: 'Inspections',
  [PATHS.projects]: 'New Projects',
  [PATHS.schedule]: 'Schedule Inspections',
  [PATHS.defects]: 'Defect Log',
  [PATHS.followup]: 'Follow-up & Resolution',
  [PATHS.viewInspections]: 'View Inspections',
  [PATHS.alerts]: 'Alerts & Notifications',
  [PATHS.import]: 'Import/Export',
  [PATHS.reports]: 'Reports',
  [PATHS.installers]: 'Installers',
  [PATHS.enhancedMonitoring]: 'Enhanced Monitoring',
  [PATHS.settings]: 'Admin Settings',
  [PATHS.profileSettings]: 'Profile Settings',
  [PATHS.accountSettings]: 'Account Settings',
  [PATHS.installerProfileDemo]: 'Installer Profile Demo',
};

/** Header title for a pathname; a trailing slash is ignored. */
export function getPageTitle(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_TITLES[normalised] ?? DEFAULT_PAGE_TITLE;
}
