import {
  checklistFamilyOf,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
} from '../../../../shared/checklists/catalogue';
import { MEASURE_CHECKLISTS } from '../../../../shared/checklists/default-catalogue';

export type EvidenceItem = { id: string; label: string };
export type EvidenceItemGroup = { title: string; items: EvidenceItem[] };

/** The default checklist family an inspection's evidence belongs to (CWI, IWI, REN, PAS). */
export function checklistFor(measureCode: string, measureType: string) {
  const family = checklistFamilyOf(measureCode, measureType);
  return MEASURE_CHECKLISTS.find((c) => c.id === family)!;
}

export function evidenceItemGroups(measureCode: string, measureType: string): EvidenceItemGroup[] {
  const checklist = checklistFor(measureCode, measureType);
  const prefix = checklist.id;
  return [
    {
      title: `${checklist.title}: documents`,
      items: checklist.documents.map((label, i) => ({ id: `${prefix}.DOC-${i + 1}`, label })),
    },
    ...PHOTO_STAGES.map((stage) => ({
      title: `${PHOTO_STAGE_LABELS[stage]} photos`,
      items: checklist.photos[stage].map((label, i) => ({
        id: `${prefix}.PHOTO-${stage.toUpperCase()}-${i + 1}`,
        label,
      })),
    })),
  ];
}

/** The label of an item id, or the id itself for one this list does not know. */
export function labelOfItem(groups: readonly EvidenceItemGroup[], itemId: string): string {
  for (const group of groups) {
    const item = group.items.find((i) => i.id === itemId);
    if (item) return item.label;
  }
  return itemId;
}
