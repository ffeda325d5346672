import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '../notification-events';
import { RETENTION_RECORD_KEYS } from './data-retention';
import { SupportSlaSetting } from '../support/sla';
import { SupportContactSetting } from '../support/contact';
import { FEATURE_FLAG_KEYS } from './feature-flags';
import { InstallerPortalSetting } from '../installer-portal/accounts-settings';
import { PhotoSizeSetting } from '../evidence/photo-size';
import { EvidenceChecksSetting } from '../evidence/flags';

/**
 * Tenant-wide settings, one JSON value per key in `tenant_settings`. Each key
 * has its schema and default here, shared by the server (which validates every
 * save and falls back to the default for a missing or outdated value) and the
 * web forms. A feature owns its key's schema.
 */
export const TENANT_SETTINGS = {
  /** Support desk service levels: business-hour targets per priority (src/shared/support/sla.ts). */
  supportSla: SupportSlaSetting,
  /** Support > Contact: e-mail, phone, hours, emergency line (src/shared/support/contact.ts). */
  supportContact: SupportContactSetting,
  /** Admin Settings > Maintenance. */
  maintenance: z
    .object({
      maintenanceMode: z.boolean().default(false),
      autoBackup: z.boolean().default(true),
    })
    .default({ maintenanceMode: false, autoBackup: true }),
  /** Admin Settings > Sessions: spec 02 §5 limits. */
  sessions: z
    .object({
      maxConcurrentSessions: z
        .number()
        .int('Max concurrent sessions must be a whole number')
        .min(1, 'Max concurrent sessions must be between 1 and 20')
        .max(20, 'Max concurrent sessions must be between 1 and 20')
        .default(5),
      idleTimeoutMinutes: z
        .number()
        .int('Session timeout must be a whole number of minutes')
        .min(5, 'Session timeout must be between 5 and 1440 minutes')
        .max(1440, 'Session timeout must be between 5 and 1440 minutes')
        .default(120),
    })
    .default({ maxConcurrentSessions: 5, idleTimeoutMinutes: 120 }),
  /** Multi-factor authentication policy. */
  security: z.object({ mfaRequired: z.boolean().default(false) }).default({ mfaRequired: false }),
  /** Feature flags read by the web app: flag key to on/off (catalogue in feature-flags.ts). */
  featureFlags: z.partialRecord(z.enum(FEATURE_FLAG_KEYS), z.boolean()).default({}),
  /** Which events notify people at all; an event missing here is on. */
  notificationRules: z
    .partialRecord(z.enum(NOTIFICATION_EVENTS), z.object({ enabled: z.boolean() }))
    .default({}),
  /** Retention in days per record type (null keeps forever); catalogue in data-retention.ts. */
  dataRetention: z
    .partialRecord(
      z.enum(RETENTION_RECORD_KEYS),
      z
        .number()
        .int('Retention period must be a whole number of days')
        .min(1, 'Retention period must be between 1 and 36500 days')
        .max(36500, 'Retention period must be between 1 and 36500 days')
        .nullable(),
    )
    .default({}),
  /**
   * Defect due dates (critical, health and safety, in hours; others in weeks), which are also
   * the remediation deadlines of failed items, and the days staff have to review submitted
   * remediation evidence (TrustMark: 2 weeks).
   */
  defects: z
    .object({
      criticalDueHours: z.number().int().min(1).max(720).default(24),
      otherDueWeeks: z.number().int().min(1).max(52).default(8),
      reviewWindowDays: z.number().int().min(1).max(90).default(14),
    })
    .default({ criticalDueHours: 24, otherDueWeeks: 8, reviewWindowDays: 14 }),
  /** Payments: a payment for an inspection is paid only once that inspection has PASSED. */
  payments: z
    .object({ requirePassedInspection: z.boolean().default(true) })
    .default({ requirePassedInspection: true }),
  /** Completing an inspection (Passed or Failed) needs the inspector's signature (decision 012). */
  inspectionCompletion: z
    .object({ requireSignature: z.boolean().default(true) })
    .default({ requireSignature: true }),
  /** Installer portal: MFA for installer users and what the portal shows (issue 31). */
  installerPortal: InstallerPortalSetting,
  /** Longest side a photo keeps when attached as evidence; null keeps it as taken (issue 32 point 6). */
  photoSize: PhotoSizeSetting,
  /** Photo integrity flags: how far from the site a photo may be (issue 32 point 7). */
  evidenceChecks: EvidenceChecksSetting,
} as const;

/** Admin Settings input for the completion rule (the whole setting; strict so a typo is refused). */
export const InspectionCompletionSettingInput = z.strictObject({ requireSignature: z.boolean() });

export type TenantSettingKey = keyof typeof TENANT_SETTINGS;
export type TenantSetting<K extends TenantSettingKey> = z.output<(typeof TENANT_SETTINGS)[K]>;
export const TENANT_SETTING_KEYS = Object.keys(TENANT_SETTINGS) as TenantSettingKey[];

/** The value to use when nothing (or something no longer valid) is stored. */
export function defaultTenantSetting<K extends TenantSettingKey>(key: K): TenantSetting<K> {
  return TENANT_SETTINGS[key].parse(undefined) as TenantSetting<K>;
}
