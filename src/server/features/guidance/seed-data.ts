import type { DocumentCategory, DocumentFormat, DocumentType } from '@/shared/guidance/catalogue';
import type { Role } from '@/shared/roles';

// The demo library that seed.ts stores: plain data, one entry per document.

export type Section = { heading: string; points: string[] };

export type DemoDocument = {
  title: string;
  category: DocumentCategory;
  docType: DocumentType;
  format: Extract<DocumentFormat, 'pdf' | 'docx'>;
  description: string;
  tags: string[];
  sections: Section[];
  /** Days ago the first version was uploaded. */
  ageDays: number;
  /** Later versions: days ago, change note, whether major. */
  versions?: { ageDays: number; changeNote: string; major: boolean }[];
  status: 'draft' | 'published';
  featured?: boolean;
  /** Review-by date relative to today, in days (negative: overdue). */
  reviewInDays?: number;
  requiredReadingRoles?: Role[];
  downloads: number;
  author: Role;
  owner: Role;
};

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: 'PAS 2035 Retrofit Assessment Checklist',
    category: 'checklists',
    docType: 'checklist',
    format: 'pdf',
    description:
      'Everything a retrofit assessment must record under PAS 2035:2023 before a measure is designed: dwelling, occupancy, condition and ventilation.',
    tags: ['PAS 2035', 'retrofit assessment', 'checklist'],
    sections: [
      {
        heading: 'Dwelling and occupancy',
        points: [
          'Property type, age band, construction and any heritage or conservation status.',
          'Occupancy pattern, number of occupants and any vulnerable occupants.',
          'Energy bills and heating pattern reported by the occupants.',
        ],
      },
      {
        heading: 'Condition and ventilation',
        points: [
          'Signs of damp, condensation or mould, with photos of each room affected.',
          'Existing ventilation: trickle vents, extract fans and their measured flow rates.',
          'Defects to put right before any insulation is installed.',
        ],
      },
    ],
    ageDays: 120,
    versions: [{ ageDays: 30, changeNote: 'Updated for PAS 2035:2023 amendments', major: true }],
    status: 'published',
    featured: true,
    reviewInDays: 150,
    downloads: 142,
    author: 'COORDINATOR',
    owner: 'COORDINATOR',
  },
  {
    title: 'Cavity Wall Insulation Inspection Procedure',
    category: 'procedures',
    docType: 'guide',
    format: 'pdf',
    description:
      'Step-by-step procedure for inspecting a completed cavity wall insulation installation, from the borescope check to the drill-hole pattern.',
    tags: ['CWI', 'cavity wall', 'inspection'],
    sections: [
      {
        heading: 'Before you start',
        points: [
          'Confirm the installer, the measure and the guarantee reference on the job sheet.',
          'Check the wall is suitable: exposure zone, cavity width and no rendered-over bridging.',
        ],
      },
      {
        heading: 'On site',
        points: [
          'Inspect the drill-hole pattern: holes no more than 1 m apart and filled to match the mortar.',
          'Use the borescope at three points per elevation to confirm full fill with no voids.',
          'Check that air bricks and flues are sleeved and clear.',
          'Record pass or fail per elevation, with a photo of each borescope reading.',
        ],
      },
    ],
    ageDays: 200,
    versions: [
      { ageDays: 90, changeNote: 'Borescope photo now required per elevation', major: true },
      { ageDays: 4, changeNote: 'Clarified drill-hole spacing', major: false },
    ],
    status: 'published',
    featured: true,
    reviewInDays: 60,
    requiredReadingRoles: ['INSPECTOR'],
    downloads: 98,
    author: 'COORDINATOR',
    owner: 'COORDINATOR',
  },
  {
    title: 'Working at Height Safety Guide',
    category: 'safety',
    docType: 'guide',
    format: 'pdf',
    description:
      'How inspectors stay safe on ladders, scaffolds and roofs: the hierarchy of control, ladder checks and when to stop work.',
    tags: ['working at height', 'ladders', 'safety'],
    sections: [
      {
        heading: 'Hierarchy of control',
        points: [
          'Avoid work at height where you can: use a pole camera or drone survey first.',
          'Use existing safe places of work, such as scaffolds with edge protection.',
          'Only then use a ladder, for short tasks of under 30 minutes.',
        ],
      },
      {
        heading: 'Ladder checks',
        points: [
          'Check stiles, feet and rungs before every use; never use a damaged ladder.',
          'Set the ladder at a 1 in 4 angle, footed or tied, on firm level ground.',
          'Keep three points of contact and never over-reach.',
        ],
      },
    ],
    ageDays: 400,
    status: 'published',
    featured: true,
    reviewInDays: -12,
    downloads: 211,
    author: 'ADMIN',
    owner: 'COORDINATOR',
  },
  {
    title: 'External Wall Insulation Site Inspection Handbook',
    category: 'procedures',
    docType: 'handbook',
    format: 'docx',
    description:
      'Mid-install and post-install checks for external wall insulation: boards, fixings, mesh, render and detailing around openings.',
    tags: ['EWI', 'external wall', 'render'],
    sections: [
      {
        heading: 'Mid-install checks',
        points: [
          'Boards butt-jointed and staggered, with no gaps over 2 mm.',
          'Mechanical fixings to the pattern in the system design, pull-out tested.',
          'Mesh lapped by at least 100 mm and fully embedded in the base coat.',
        ],
      },
      {
        heading: 'Post-install checks',
        points: [
          'Window reveals and sills detailed to shed water.',
          'Render finish even, with no cracking or delamination.',
        ],
      },
    ],
    ageDays: 75,
    status: 'published',
    reviewInDays: 290,
    downloads: 57,
    author: 'COORDINATOR',
    owner: 'ADMIN',
  },
  {
    title: 'Loft Insulation Installation Standard',
    category: 'standards',
    docType: 'standard',
    format: 'pdf',
    description:
      'The minimum standard for loft insulation installs: depths, ventilation at the eaves, and boarding over insulation.',
    tags: ['loft insulation', 'standard', 'ventilation'],
    sections: [
      {
        heading: 'Depth and coverage',
        points: [
          'At least 270 mm of mineral wool, laid in two cross-layers.',
          'No gaps at the eaves; loft hatch insulated and draught-stripped.',
        ],
      },
      {
        heading: 'Ventilation and services',
        points: [
          'Eaves ventilation kept clear with trays or spacers.',
          'Cables laid over the insulation; water tanks and pipes lagged.',
        ],
      },
    ],
    ageDays: 45,
    status: 'published',
    reviewInDays: 320,
    downloads: 36,
    author: 'ADMIN',
    owner: 'ADMIN',
  },
  {
    title: 'Inspection Report Template',
    category: 'templates',
    docType: 'template',
    format: 'docx',
    description:
      'The report template inspectors fill in for each site visit: summary, findings per measure, photos and the outcome.',
    tags: ['template', 'report'],
    sections: [
      {
        heading: 'Report sections',
        points: [
          'Summary: address, measure, installer and visit date.',
          'Findings per measure, each with pass, fail or advisory.',
          'Photo log with captions and capture times.',
          'Outcome and any follow-up actions with due dates.',
        ],
      },
    ],
    ageDays: 20,
    status: 'published',
    downloads: 64,
    author: 'INSPECTOR',
    owner: 'COORDINATOR',
  },
  {
    title: 'New Inspector Induction Training Manual',
    category: 'training',
    docType: 'manual',
    format: 'pdf',
    description:
      'The first-week programme for new inspectors: shadowing visits, the portal, evidence standards and sign-off.',
    tags: ['induction', 'training', 'new starters'],
    sections: [
      {
        heading: 'Week one',
        points: [
          'Day 1: the portal, your schedule and how inspections are assigned.',
          'Days 2 and 3: shadow two inspections of each measure type.',
          'Days 4 and 5: lead an inspection with a coordinator reviewing the report.',
        ],
      },
    ],
    ageDays: 3,
    status: 'published',
    reviewInDays: 360,
    downloads: 11,
    author: 'COORDINATOR',
    owner: 'COORDINATOR',
  },
  {
    title: 'Asbestos Awareness Before Drilling',
    category: 'safety',
    docType: 'guide',
    format: 'docx',
    description:
      'Draft guidance on checking for asbestos-containing materials before any drilling or borescope inspection in pre-2000 homes.',
    tags: ['asbestos', 'safety', 'draft'],
    sections: [
      {
        heading: 'Before drilling',
        points: [
          'Ask for the asbestos survey of any home built before 2000.',
          'Stop and report if you find textured coatings, boards or tiles that may contain asbestos.',
        ],
      },
    ],
    ageDays: 2,
    status: 'draft',
    downloads: 0,
    author: 'COORDINATOR',
    owner: 'COORDINATOR',
  },
];
