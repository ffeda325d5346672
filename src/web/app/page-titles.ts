import { matchPath } from 'react-router';
import { PATHS, PROJECT_DETAIL_PATH, SUPPORT_TICKET_PATH, NEWS_POST_PATH } from './paths';

export const DEFAULT_PAGE_TITLE = 'InspectHub';

/**
 * Header and browser-tab titles, one table for both. The first block is spec 01
 * 'Page titles (header)' word for word; the rest names the routes the spec left
 * on the default, so every tab says where it is. Home and unknown paths keep the
 * product name.
 */
const EXACT_TITLES: Readonly<Record<string, string>> = {
  [PATHS.dashboard]: 'Dashboard',
  [PATHS.inspections]: 'Inspections',
  [PATHS.projects]: 'New Projects',
  [PATHS.schedule]: 'Schedule Inspections',
  [PATHS.defects]: 'Defect Log',
  [PATHS.followup]: 'Follow-up & Resolution',
  [PATHS.viewInspections]: 'View Inspections',
  [PATHS.search]: 'Search Results',
  [PATHS.alerts]: 'Alerts & Notifications',
  [PATHS.import]: 'Import/Export',
  [PATHS.reports]: 'Reports',
  [PATHS.installers]: 'Installers',
  [PATHS.enhancedMonitoring]: 'Enhanced Monitoring',
  [PATHS.settings]: 'Admin Settings',
  [PATHS.profileSettings]: 'Profile Settings',
  [PATHS.accountSettings]: 'Account Settings',
  [PATHS.installerProfileDemo]: 'Installer Profile Demo',

  [PATHS.home]: DEFAULT_PAGE_TITLE,
  [PATHS.login]: 'Sign In',
  [PATHS.forgotPassword]: 'Forgot Password',
  [PATHS.resetPassword]: 'Reset Password',
  [PATHS.inspectionCreate]: 'Register New Inspection',
  [PATHS.inspectionRegister]: 'Register Inspection',
  [PATHS.inspectionRegisterSchedule]: 'Schedule New Inspection',
  [PATHS.inspectionRegisterCompleted]: 'Register Completed Inspection',
  [PATHS.inspectionsPending]: 'Pending Inspections',
  [PATHS.inspectionChecklists]: 'Measure Checklists',
  // The old page only redirects to the register chooser.
  [PATHS.legacyInspection]: 'Register Inspection',
  [PATHS.docsReview]: 'Document Review',
  [PATHS.tracker]: 'Excel Tracker',
  [PATHS.improvements]: 'Process Improvement',
  [PATHS.payments]: 'Payments',
  [PATHS.newsUpdates]: 'News & Updates',
  [PATHS.guidanceDocs]: 'Guidance Documents',
  [PATHS.support]: 'Support',
};

/** Routes with parameters, tried only when no exact path matched (so /inspections/pending wins over /inspections/:id). */
const PATTERN_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  [PATHS.inspectionEdit, 'Edit Inspection'],
  [PATHS.inspectionDetail, 'Inspection'],
  [PATHS.installerDetail, 'Installer Profile'],
  [PROJECT_DETAIL_PATH, 'Project'],
  [SUPPORT_TICKET_PATH, 'Support ticket'],
  [NEWS_POST_PATH, 'News post'],
];

/** Header title for a pathname; a trailing slash is ignored. */
export function getPageTitle(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT_TITLES[normalised];
  if (exact !== undefined) return exact;
  const match = PATTERN_TITLES.find(([pattern]) => matchPath(pattern, normalised) !== null);
  return match?.[1] ?? DEFAULT_PAGE_TITLE;
}

/** Browser-tab title: 'Pending Inspections · InspectHub', or the product name alone. */
export function formatDocumentTitle(title: string): string {
  return title === DEFAULT_PAGE_TITLE ? DEFAULT_PAGE_TITLE : `${title} · ${DEFAULT_PAGE_TITLE}`;
}
