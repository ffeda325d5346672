import { PATHS, buildInstallerPath } from '@/web/app/paths';

export type ProfilePanel = 'notes' | 'calls' | 'email';

/** The profile with a contact panel already open (the row menu's Contact and Add note). */
export function buildInstallerPanelPath(id: string, panel: ProfilePanel): string {
  return `${buildInstallerPath(id)}?panel=${panel}`;
}

/** The schedule wizard reads installerId and pre-fills the installer step. */
export function buildScheduleInspectionPath(installerId: string): string {
  return `${PATHS.inspectionRegisterSchedule}?${new URLSearchParams({ installerId }).toString()}`;
}

/** View Inspections searches installer names too, so this lists the installer's records. */
export function buildFullRecordsPath(name: string): string {
  return `${PATHS.viewInspections}?${new URLSearchParams({ search: name }).toString()}`;
}
