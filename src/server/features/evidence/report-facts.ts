import type { InspectionStatus } from '@/shared/inspections/statuses';

/**
 * The report's summary lines agree with the record (issue 28 point 3): the
 * outcome follows the status, defects found follows the defects and fails
 * listed below it, and the installer's name is printed once.
 */
export function reportOutcome(status: InspectionStatus, outcome: string | null): string {
  if (status === 'FAILED') return 'Failed';
  if (status === 'PASSED') return outcome === 'PARTIAL' ? 'Partial' : 'Passed';
  if (status === 'CANCELLED') return 'None (inspection cancelled)';
  return 'Not completed yet';
}

export function reportDefectsFound(
  defectCount: number,
  failedItems: number,
  stated: boolean | null,
): string {
  if (defectCount > 0) return `Yes (${defectCount} ${defectCount === 1 ? 'defect' : 'defects'})`;
  if (failedItems > 0)
    return `Yes (${failedItems} failed checklist ${failedItems === 1 ? 'item' : 'items'})`;
  if (stated === true) return 'Yes';
  return 'No';
}

/** 'Company (contact)' when the contact differs from the company, else the one name. */
export function reportInstaller(company: string, name: string): string {
  const c = company.trim();
  const n = name.trim();
  if (!c) return n;
  if (!n || n.toLowerCase() === c.toLowerCase()) return c;
  return `${c} (${n})`;
}
