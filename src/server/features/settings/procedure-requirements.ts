import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `settings.*` procedure needs (checked by trpc/authorization.test.ts). */
export const settingsRequirements = {
  // A user's own dashboard widgets.
  'settings.widgets.get': 'session',
  'settings.widgets.save': 'session',
  // Every signed-in user's web app reads the flags.
  'settings.featureFlags.get': 'session',
  'settings.featureFlags.save': 'settings:manage',
  'settings.notificationRules.get': 'settings:manage',
  'settings.notificationRules.save': 'settings:manage',
  'settings.dataRetention.get': 'settings:manage',
  'settings.dataRetention.save': 'settings:manage',
  'settings.dataRetention.runNow': 'settings:manage',
  // Same permission as the templates themselves (installerContacts.templates.list).
  'settings.emailTemplates.usage': 'installers:view',
  'settings.emailTemplates.sampleInstallers': 'installers:view',
  'settings.emailTemplates.preview': 'installers:view',
} satisfies ProcedureRequirements;
