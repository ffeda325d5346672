import { PATHS } from './paths';

/**
 * Routes whose pages later issues build. Each shows the shared "being built"
 * panel under its own heading until its feature replaces the entry in the router.
 */
export const PLACEHOLDER_ROUTES: readonly { path: string; title: string }[] = [
  { path: PATHS.projects, title: 'New Projects' },
  { path: PATHS.docsReview, title: 'Docs Review' },
  { path: PATHS.schedule, title: 'Schedule Inspections' },
  { path: PATHS.defects, title: 'Defect Log' },
  { path: PATHS.followup, title: 'Follow-up & Resolution' },
  { path: PATHS.tracker, title: 'Excel Tracker' },
  { path: PATHS.improvements, title: 'Process Improvement' },
  { path: PATHS.import, title: 'Import/Export' },
  { path: PATHS.reports, title: 'Reports' },
  { path: PATHS.profileSettings, title: 'Profile Settings' },
  { path: PATHS.accountSettings, title: 'Account Settings' },
  { path: PATHS.payments, title: 'Payments' },
  { path: PATHS.newsUpdates, title: 'News & Updates' },
  { path: PATHS.guidanceDocs, title: 'Guidance Documents' },
  { path: PATHS.support, title: 'Support' },
];
