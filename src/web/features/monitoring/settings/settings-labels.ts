import type { MonitoringSettingsInput } from '@/shared/installers/schemas';
import type { z } from 'zod';

export type SettingsValues = z.output<typeof MonitoringSettingsInput>;

/** The switches of the Settings tab, in order; spec 02 defaults: Email on, SMS off, Dashboard on. */
export const NOTIFICATION_SWITCHES = [
  {
    name: 'notifyEmail',
    label: 'Email notifications',
    hint: 'E-mail administrators and coordinators when an installer changes monitoring type.',
  },
  {
    name: 'notifySms',
    label: 'SMS notifications',
    hint: 'Stored for when an SMS provider is connected; none is configured, so no texts are sent.',
  },
  {
    name: 'notifyDashboard',
    label: 'Dashboard notifications',
    hint: 'Show monitoring changes in the notification bell of administrators and coordinators.',
  },
  {
    name: 'autoApplyEnhanced',
    label: 'Apply Enhanced automatically when a rule is met',
    hint: 'Off: a rule only proposes Enhanced and someone confirms it under Pending Reviews.',
  },
] as const;
