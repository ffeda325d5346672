import { INSPECTION_TYPES, ONSITE_REMOTE } from '@/shared/inspections/options';
import type { UpdateInspectionInput } from '@/shared/inspections/queries';
import { readOption } from '@/web/lib/search-params';
import type { InspectionDetail } from '../shared/inspection-types';

/** The registration forms' inspection types (one catalogue). */
export const EDIT_INSPECTION_TYPES = INSPECTION_TYPES;

/** The edit form's starting values: the stored ones, '' where nothing is stored. */
export function buildEditDefaults(d: InspectionDetail): UpdateInspectionInput {
  return {
    id: d.id,
    expectedVersion: d.version,
    scheduledDate: d.scheduledDate ?? '',
    scheduledTime: d.scheduledTime ?? '',
    inspectorName: d.inspectorName ?? '',
    // Stored values come from these same lists; anything else reads as not set rather than break the form.
    inspectionType: readOption(d.inspectionType, ['', ...EDIT_INSPECTION_TYPES], ''),
    onsiteRemote: readOption(d.onsiteRemote, ['', ...ONSITE_REMOTE], ''),
    specialRequirements: d.specialRequirements ?? '',
    notes: d.notes,
  };
}
