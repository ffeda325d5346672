import { MEASURE_QUESTIONS } from '../inspections/checklist-questions';
import {
  checklistFamilyOf,
  PHOTO_STAGES,
  type ChecklistFamily,
  type ChecklistItemKind,
  type PhotoStage,
} from './catalogue';

export type MeasureChecklist = {
  id: ChecklistFamily;
  title: string;
  summary: string;
  documents: readonly string[];
  photos: Record<PhotoStage, readonly string[]>;
};

/**
 * What an assessor expects in the evidence pack for each measure family, following
 * PAS 2030:2023 / PAS 2035 practice, MCS for renewables and the usual guarantee schemes.
 */
export const MEASURE_CHECKLISTS: readonly MeasureChecklist[] = [
  {
    id: 'PAS',
    title: 'PAS Measures',
    summary: 'Every fabric and heating measure installed under PAS 2030 and PAS 2035.',
    documents: [
      'PAS 2030 certificate of the installer (in date, covering the measure)',
      'TrustMark registration and lodgement certificate',
      'Retrofit assessment (PAS 2035) and medium-term improvement plan',
      'Retrofit design and installation method statement',
      'Pre-installation building inspection',
      'Signed customer contract and consumer protection information',
      'Declaration of conformity (PAS 2030 Annex)',
      'Handover pack with operation and maintenance instructions',
      'Insurance-backed guarantee certificate',
      'Building Control notification or competent person scheme certificate',
    ],
    photos: {
      pre: [
        'Front elevation with house number visible',
        'Area to be treated, wide and close-up',
        'Existing defects or damp',
      ],
      mid: [
        'Materials with batch labels and system certificate match',
        'Work in progress at key detailing points',
      ],
      post: [
        'Front elevation after installation',
        'Completed work at each detailing point',
        'Ventilation provision in place',
      ],
    },
  },
  {
    id: 'REN',
    title: 'Renewables',
    summary: 'Solar PV, air source heat pumps and other low-carbon generation.',
    documents: [
      'MCS installation certificate',
      'MCS installer certificate (in date, covering the technology)',
      'Heat loss calculation and system design (heat pumps)',
      'Performance estimate and shading analysis (solar PV)',
      'DNO notification or G98/G99 approval',
      'Electrical Installation Certificate (BS 7671)',
      'Commissioning record',
      'Manufacturer warranty registration',
      'Handover pack with user guide',
      'TrustMark lodgement',
    ],
    photos: {
      pre: ['Roof or external unit location', 'Consumer unit and meter position'],
      mid: [
        'Roof fixings and flashing (solar PV)',
        'Pipework, insulation and refrigerant connections (heat pumps)',
      ],
      post: [
        'Completed array or external unit with clearances',
        'Inverter or controller with serial plate',
        'Labelled isolators and consumer unit',
      ],
    },
  },
  {
    id: 'CWI',
    title: 'Cavity Wall Insulation (CWI)',
    summary: 'Blown or injected cavity fill in existing masonry walls.',
    documents: [
      'BBA or BDA system certificate for the insulant',
      'Pre-installation cavity survey with borescope findings',
      'Drill pattern plan',
      'CIGA guarantee (or equivalent 25-year guarantee)',
      'Installer PAS 2030 certificate for CWI',
      'Building Control or competent person notification',
      'Handover pack',
    ],
    photos: {
      pre: [
        'Each elevation showing wall condition',
        'Borescope image of the clear cavity',
        'Existing air bricks and vents',
      ],
      mid: ['Drill holes to the planned pattern', 'Insulant bag labels with batch numbers'],
      post: [
        'Made-good drill holes matching the mortar',
        'Sleeved air bricks and vents kept clear',
        'Borescope image of the filled cavity',
      ],
    },
  },
  {
    id: 'IWI',
    title: 'Internal Wall Insulation (IWI)',
    summary: 'Insulated boards or stud systems fixed to the inside of solid walls.',
    documents: [
      'BBA or BDA system certificate for the IWI system',
      'Condensation risk analysis (BS 5250 / BS EN ISO 13788)',
      'Thermal bridging details at reveals, floors and junctions',
      'Record of services moved or adjusted',
      'SWIGA or insurance-backed guarantee',
      'Installer PAS 2030 certificate for IWI',
      'Handover pack',
    ],
    photos: {
      pre: [
        'Each wall to be treated',
        'Existing damp, mould or defects',
        'Sockets, radiators and services on the walls',
      ],
      mid: [
        'Vapour control layer and taped joints',
        'Insulation at window reveals and floor junctions',
        'Fixings to the manufacturer pattern',
      ],
      post: [
        'Finished walls in each room',
        'Refitted sockets, radiators and skirting',
        'Trickle vents or extract fans in place',
      ],
    },
  },
];

export type CatalogueItemSeed = {
  itemId: string;
  family: ChecklistFamily;
  kind: ChecklistItemKind;
  stage: PhotoStage | null;
  measureCode: string | null;
  label: string;
  answerKey: string | null;
  position: number;
};

/**
 * Catalogue version 1 of every tenant: the reference screen's documents and
 * photos (FAMILY.DOC-n, FAMILY.PHOTO-STAGE-n) and the wizard's measure
 * questions (MEASURE.n, carrying the wizard answer key they import).
 */
export function buildDefaultCatalogue(): CatalogueItemSeed[] {
  const items: CatalogueItemSeed[] = [];
  for (const family of MEASURE_CHECKLISTS) {
    family.documents.forEach((label, i) =>
      items.push({
        itemId: `${family.id}.DOC-${i + 1}`,
        family: family.id,
        kind: 'document',
        stage: null,
        measureCode: null,
        label,
        answerKey: null,
        position: items.length,
      }),
    );
    for (const stage of PHOTO_STAGES)
      family.photos[stage].forEach((label, i) =>
        items.push({
          itemId: `${family.id}.PHOTO-${stage.toUpperCase()}-${i + 1}`,
          family: family.id,
          kind: 'photo',
          stage,
          measureCode: null,
          label,
          answerKey: null,
          position: items.length,
        }),
      );
  }
  for (const [measure, questions] of Object.entries(MEASURE_QUESTIONS))
    questions.forEach((q, i) =>
      items.push({
        itemId: `${measure}.${i + 1}`,
        family: checklistFamilyOf(measure, 'INSULATION'),
        kind: 'question',
        stage: null,
        measureCode: measure,
        label: q.label,
        answerKey: q.key,
        position: items.length,
      }),
    );
  return items;
}
