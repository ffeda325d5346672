/**
 * Which features each feature may import, for the server
 * (src/server/features/*) and the web (src/web/features/*). Features depend on
 * each other in one direction only: this map must stay acyclic and name every
 * feature folder (eslint/feature-dependencies.test.ts checks both), and ESLint
 * refuses an import of a feature not listed here (eslint/feature-boundaries.js).
 *
 * Before adding an edge, check the other feature does not (even in a test)
 * import this one. To break a cycle, move the shared piece down: to the lower
 * feature, to src/shared (pure), to src/server/lib or src/web/lib and
 * src/web/components (feature-free), or to src/server/test-support (tests).
 * Composition roots (src/server/trpc/router.ts, src/server/app.ts,
 * src/server/jobs, src/server/db/seed, src/web/app) are not features and may
 * import any feature's entry points.
 */
export const FEATURE_DEPENDENCIES = {
  server: {
    users: [],
    audit: [],
    'document-reviews': [],
    'installer-contacts': [],
    permissions: ['users'],
    settings: ['installer-contacts'],
    notifications: ['settings'],
    retention: ['settings'],
    mfa: ['settings'],
    profile: ['settings'],
    account: ['settings', 'users'],
    session: ['permissions'],
    sessions: ['notifications', 'permissions', 'settings'],
    maintenance: ['permissions', 'settings'],
    payments: ['notifications', 'permissions', 'settings'],
    monitoring: ['notifications', 'settings'],
    installers: ['monitoring'],
    inspections: ['installers', 'notifications', 'permissions', 'settings'],
    defects: ['inspections', 'notifications', 'settings'],
    followups: ['defects', 'inspections', 'notifications', 'settings'],
    projects: ['inspections', 'permissions'],
    support: ['installer-contacts', 'notifications', 'permissions', 'settings'],
    news: ['installer-contacts', 'notifications', 'permissions'],
    improvements: ['installer-contacts', 'notifications', 'permissions', 'settings'],
    guidance: ['installer-contacts', 'notifications', 'permissions'],
    schedule: ['inspections', 'notifications', 'permissions'],
    reports: ['inspections', 'notifications', 'permissions'],
    dashboard: ['inspections', 'permissions'],
    search: ['defects', 'guidance', 'inspections', 'news', 'permissions', 'support'],
    exports: ['defects', 'inspections', 'installers', 'payments'],
    imports: ['inspections', 'installers', 'permissions'],
    assistant: [
      'defects',
      'followups',
      'inspections',
      'installers',
      'monitoring',
      'payments',
      'permissions',
      'reports',
      'schedule',
      'search',
    ],
    home: [
      'defects',
      'document-reviews',
      'followups',
      'inspections',
      'notifications',
      'payments',
      'permissions',
      'projects',
      'schedule',
    ],
  },
  web: {
    theme: [],
    support: [],
    news: [],
    improvements: [],
    guidance: [],
    imports: ['exports'],
    account: [],
    assistant: [],
    dashboard: [],
    defects: [],
    exports: [],
    'document-reviews': [],
    home: [],
    inspections: [],
    installers: [],
    maintenance: [],
    monitoring: [],
    notifications: [],
    payments: [],
    projects: [],
    reports: [],
    schedule: [],
    sessions: [],
    auth: ['account'],
    profile: ['theme'],
    alerts: ['notifications'],
    followups: ['defects'],
    settings: ['account', 'profile', 'sessions'],
  },
};
