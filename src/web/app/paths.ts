/** Every route of the portal (spec 01 section 2), in one place so links never drift. */
export const PATHS = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The installer portal's invitation link (issue 31): signed out, before any account exists. */
  portalInvitation: '/portal/invitation',
  home: '/',
  dashboard: '/dashboard',
  inspections: '/inspections',
  inspectionCreate: '/inspections/create',
  inspectionRegister: '/inspections/register',
  inspectionRegisterSchedule: '/inspections/register/schedule',
  inspectionRegisterCompleted: '/inspections/register/completed',
  inspectionsPending: '/inspections/pending',
  inspectionChecklists: '/inspections/checklists',
  inspectionDetail: '/inspections/:id',
  inspectionEdit: '/inspections/:id/edit',
  legacyInspection: '/inspection',
  projects: '/projects',
  docsReview: '/docs-review',
  schedule: '/schedule',
  defects: '/defects',
  followup: '/followup',
  tracker: '/tracker',
  improvements: '/improvements',
  import: '/import',
  reports: '/reports',
  settings: '/settings',
  installerProfileDemo: '/installer-profile-demo',
  enhancedMonitoring: '/enhanced-monitoring',
  samplingProposals: '/sampling/proposals',
  sampling: '/sampling',
  measures: '/measures',
  installers: '/installers',
  /** Failed items' remediations across installers (issue 31 point 7). */
  remediations: '/remediations',
  installerDetail: '/installers/:id',
  profileSettings: '/profile-settings',
  accountSettings: '/account-settings',
  viewInspections: '/view-inspections',
  search: '/search',
  payments: '/payments',
  alerts: '/alerts',
  newsUpdates: '/news-updates',
  guidanceDocs: '/guidance-docs',
  support: '/support',
  /** Issue 32: the inspections kept on this device, and one of them on site; both work offline. */
  offline: '/offline',
  offlineInspection: '/offline/inspections/:id',
} as const;

export function buildInspectionPath(id: string): string {
  return `${PATHS.inspections}/${encodeURIComponent(id)}`;
}

export function buildOfflineInspectionPath(id: string): string {
  return `${PATHS.offline}/inspections/${encodeURIComponent(id)}`;
}

export function buildInspectionEditPath(id: string): string {
  return `${buildInspectionPath(id)}/edit`;
}

export const PROJECT_DETAIL_PATH = `${PATHS.projects}/:id`;

export function buildProjectPath(id: string): string {
  return `${PATHS.projects}/${encodeURIComponent(id)}`;
}

export function buildInstallerPath(id: string): string {
  return `${PATHS.installers}/${encodeURIComponent(id)}`;
}

export const MEASURE_DETAIL_PATH = '/measures/:id';

export function buildMeasurePath(id: string): string {
  return `${PATHS.measures}/${encodeURIComponent(id)}`;
}

export const SUPPORT_TICKET_PATH = `${PATHS.support}/:id`;

export function buildSupportTicketPath(id: string, options: { reply?: boolean } = {}): string {
  return `${PATHS.support}/${encodeURIComponent(id)}${options.reply ? '?reply=1' : ''}`;
}

export const NEWS_POST_PATH = `${PATHS.newsUpdates}/:id`;

export function buildNewsPostPath(id: string): string {
  return `${PATHS.newsUpdates}/${encodeURIComponent(id)}`;
}
