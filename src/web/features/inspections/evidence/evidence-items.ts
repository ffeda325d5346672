import {
  MEASURE_CHECKLISTS,
  PHOTO_STAGE_LABELS,
  type PhotoStage,
} from '../checklists/checklist-data';

export type EvidenceItem = { id: string; label: string };
export type EvidenceItemGroup = { title: string; items: EvidenceItem[] };

/** Item id prefixes of the reference checklists: `CWI.DOC-1`, `CWI.PHOTO-PRE-2`, ... */
const PREFIXES: Record<string, string> = {
  'pas-measures': 'PAS',
  renewables: 'REN',
  cwi: 'CWI',
  iwi: 'IWI',
};

const RENEWABLE_CODES = new Set(['SOLAR_PV', 'ASHP']);

/**
 * The reference checklist an inspection's evidence belongs to: its measure's
 * own (CWI, IWI), renewables for MCS measures, PAS measures otherwise.
 * Until the per-inspection checklist lands, ids derive from the static
 * reference data in the checklist's id format.
 */
export function checklistFor(measureCode: string, measureType: string) {
  const id =
    measureCode === 'CWI' || measureCode === 'IWI'
      ? measureCode.toLowerCase()
      : RENEWABLE_CODES.has(measureCode) || measureType === 'RENEWABLE_ENERGY'
        ? 'renewables'
        : 'pas-measures';
  return MEASURE_CHECKLISTS.find((c) => c.id === id)!;
}

export function evidenceItemGroups(measureCode: string, measureType: string): EvidenceItemGroup[] {
  const checklist = checklistFor(measureCode, measureType);
  const prefix = PREFIXES[checklist.id] ?? 'GEN';
  const stages: PhotoStage[] = ['pre', 'mid', 'post'];
  return [
    {
      title: `${checklist.title}: documents`,
      items: checklist.documents.map((label, i) => ({ id: `${prefix}.DOC-${i + 1}`, label })),
    },
    ...stages.map((stage) => ({
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
