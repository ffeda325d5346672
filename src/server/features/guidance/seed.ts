import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Content } from 'pdfmake/interfaces';
import { todayInLondon } from '@/shared/format';
import {
  DOCUMENT_FORMAT_MIME,
  versionLabel,
  type DocumentCategory,
  type DocumentFormat,
  type DocumentType,
} from '@/shared/guidance/catalogue';
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { guidanceDocuments, guidanceDocumentVersions } from '@/server/db/schema/index';
import { readDocumentText } from '@/server/lib/document-text';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import { createLocalStorage } from '@/server/storage/local-storage';
import { nextDocumentReference } from './reference';
import { refreshSearchVector } from './scope';

const DAY = 86_400_000;

type Section = { heading: string; points: string[] };

type DemoDocument = {
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

const DEMO_DOCUMENTS: DemoDocument[] = [
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

function pdfOf(title: string, sections: Section[], version: string): Promise<Buffer> {
  const content: Content[] = [
    { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: `InspectHub guidance · version ${version}`, color: '#475569', margin: [0, 0, 0, 12] },
  ];
  for (const section of sections) {
    content.push({ text: section.heading, fontSize: 13, bold: true, margin: [0, 8, 0, 4] });
    content.push({ ul: section.points });
  }
  return renderPdfBuffer({ content, defaultStyle: { font: PDF_FONT, fontSize: 10 } });
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function docxOf(title: string, sections: Section[], version: string): Promise<Buffer> {
  const paragraph = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(title, true),
    paragraph(`InspectHub guidance · version ${version}`),
    ...sections.flatMap((s) => [
      paragraph(s.heading, true),
      ...s.points.map((p) => paragraph(`• ${p}`)),
    ]),
  ].join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const fileNameOf = (title: string, format: string, version: string) =>
  `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-v${version}.${format}`;

/**
 * A living library for a new user: eight documents in every category, real
 * small PDF and DOCX files in storage (searchable inside), some with several
 * versions, three featured, one past its review date, one a draft, and the
 * CWI procedure required reading for inspectors. Rows are inserted directly:
 * nobody is notified. Like the other seeds, files go where main.ts puts them
 * (DATA_DIR/files), since seeding runs before the server builds its storage.
 */
export async function seedDemoGuidance(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const storage = createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files'));
  const byRole = (role: Role) => users.find((u) => u.role === role)?.id ?? users[0]?.id ?? null;
  const today = todayInLondon(now);
  for (const demo of DEMO_DOCUMENTS) {
    const history = [
      { ageDays: demo.ageDays, changeNote: 'First version', major: true, isFirst: true },
      ...(demo.versions ?? []).map((v) => ({ ...v, isFirst: false })),
    ];
    const createdAt = new Date(now.getTime() - demo.ageDays * DAY);
    const documentId = randomUUID();
    let major = 0;
    let minor = 0;
    const rows = [];
    for (const [index, step] of history.entries()) {
      if (step.isFirst) [major, minor] = [1, 0];
      else if (step.major) [major, minor] = [major + 1, 0];
      else minor += 1;
      const label = versionLabel(major, minor);
      const bytes =
        demo.format === 'pdf'
          ? await pdfOf(demo.title, demo.sections, label)
          : await docxOf(demo.title, demo.sections, label);
      const storageKey = `guidance-documents/${randomUUID()}`;
      const { size } = await storage.putFile(storageKey, bytes);
      const isLast = index === history.length - 1;
      rows.push({
        id: randomUUID(),
        tenantId,
        documentId,
        major,
        minor,
        label,
        changeNote: step.changeNote,
        uploadedById: byRole(demo.author),
        fileName: fileNameOf(demo.title, demo.format, label),
        format: demo.format,
        mime: DOCUMENT_FORMAT_MIME[demo.format],
        size,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        // Files the seed made itself: read in process (uploads go through the capped child).
        contentText: isLast ? await readDocumentText(bytes, demo.format) : '',
        // Most downloads went to the current version.
        downloadCount: isLast
          ? demo.downloads - Math.floor(demo.downloads / 4) * (history.length - 1)
          : Math.floor(demo.downloads / 4),
        createdAt: new Date(now.getTime() - step.ageDays * DAY),
      });
    }
    const current = rows[rows.length - 1]!;
    const reviewBy =
      demo.reviewInDays === undefined
        ? null
        : todayInLondon(new Date(Date.parse(`${today}T12:00:00Z`) + demo.reviewInDays * DAY));
    await db.insert(guidanceDocuments).values({
      id: documentId,
      tenantId,
      reference: await nextDocumentReference(db, tenantId, createdAt),
      title: demo.title,
      category: demo.category,
      docType: demo.docType,
      description: demo.description,
      tags: demo.tags,
      status: demo.status,
      featured: demo.featured ?? false,
      authorId: byRole(demo.author),
      ownerId: byRole(demo.owner),
      reviewBy,
      downloadCount: demo.downloads,
      currentVersion: current.label,
      format: demo.format,
      fileSize: current.size,
      contentText: current.contentText,
      requiredReadingRoles: demo.requiredReadingRoles ?? [],
      publishedAt: demo.status === 'published' ? createdAt : null,
      createdAt,
      updatedAt: current.createdAt,
    });
    await db.insert(guidanceDocumentVersions).values(rows);
    await db
      .update(guidanceDocuments)
      .set({ currentVersionId: current.id })
      .where(eq(guidanceDocuments.id, documentId));
    await refreshSearchVector(db, documentId);
  }
}
