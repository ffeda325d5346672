/** What a user without settings:manage is told while maintenance mode is on (API and web page). */
export const MAINTENANCE_MESSAGE = 'InspectHub is down for maintenance. Please try again later.';

/**
 * Calls a blocked user still needs to reach the maintenance page: who they
 * are, the MFA policy the shell checks first, and whether maintenance is over.
 */
export const MAINTENANCE_ALLOWED_PATHS = [
  'session.me',
  'mfa.getPolicy',
  'maintenance.status',
] as const;

/** Backups kept by the automatic backup; older ones are removed after each backup. */
export const BACKUPS_KEPT = 7;
