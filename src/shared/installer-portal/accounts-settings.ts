import { z } from 'zod';

/**
 * Tenant setting 'installerPortal' (issue 31): whether installer users must set MFA up before
 * they use the portal, and what the portal shows them. Photos and reports are on by default
 * (the evidence installers need to put work right); the risk score and payments are staff
 * matters until an administrator chooses to share them.
 */
export const InstallerPortalSetting = z
  .object({
    requireMfa: z.boolean().default(false),
    showPhotos: z.boolean().default(true),
    showReports: z.boolean().default(true),
    showRiskScore: z.boolean().default(false),
    showPayments: z.boolean().default(false),
  })
  .default({
    requireMfa: false,
    showPhotos: true,
    showReports: true,
    showRiskScore: false,
    showPayments: false,
  });
export type InstallerPortalSettingValue = z.output<typeof InstallerPortalSetting>;

/** Admin Settings input: the whole setting, strict so a typo is refused. */
export const InstallerPortalSettingInput = z.strictObject({
  requireMfa: z.boolean(),
  showPhotos: z.boolean(),
  showReports: z.boolean(),
  showRiskScore: z.boolean(),
  showPayments: z.boolean(),
});

/** Labels of the settings card, in the order shown. */
export const INSTALLER_PORTAL_SETTING_LABELS: Record<
  keyof InstallerPortalSettingValue,
  { label: string; description: string }
> = {
  requireMfa: {
    label: 'Require MFA for installer users',
    description: 'Installer users must set up two-factor authentication before using the portal.',
  },
  showPhotos: {
    label: 'Show inspection photos',
    description: 'Installers see the photos taken at their failed inspections.',
  },
  showReports: {
    label: 'Show inspection reports',
    description: 'Installers can download the reports of their inspections.',
  },
  showRiskScore: {
    label: 'Show risk score',
    description: 'Installers see their own risk score and band.',
  },
  showPayments: {
    label: 'Show payments',
    description: 'Installers see the payments recorded for their inspections.',
  },
};
