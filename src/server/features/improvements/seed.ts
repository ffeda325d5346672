import { eq, type SQL } from 'drizzle-orm';
import type { InitiativeCategory } from '../../../shared/improvements/catalogue';
import type { Db } from '../../db/client';
import {
  improvementComments,
  improvementInitiatives,
  improvementInitiativeVotes,
  improvementMetricReadings,
  improvementMetrics,
  improvementSuggestions,
  improvementSuggestionVotes,
} from '../../db/schema/index';
import type { AreaSeedContext } from '../../db/seed/area-seeds';
import { nextInitiativeReference } from './scope';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Users by their place in the demo list: 0 admin, 1 coordinator, 2 inspector. */
type Who = 0 | 1 | 2;
type Comment = { by: Who; hoursAfter: number; body: string };

type DemoInitiative = {
  title: string;
  category: InitiativeCategory;
  priority: 'low' | 'medium' | 'high';
  status: 'planning' | 'in-progress' | 'completed' | 'on-hold';
  progress: number;
  expectedImpact: string;
  /** Days from today (negative: past); null for none. */
  start: number | null;
  target: number | null;
  owner: Who | null;
  description: string;
  resources: string;
  daysAgo: number;
  votes: Who[];
  comments: Comment[];
};

const INITIATIVES: DemoInitiative[] = [
  {
    title: 'Digital inspection checklists on tablets',
    category: 'technology',
    priority: 'high',
    status: 'in-progress',
    progress: 60,
    expectedImpact: 'About 30 minutes less paperwork per visit',
    start: -90,
    target: 60,
    owner: 1,
    description:
      'Replace the paper PAS 2035 checklists with forms on the inspectors’ tablets, so answers and photos go straight into the inspection record.',
    resources: '12 rugged tablets, two days of training per region',
    daysAgo: 120,
    votes: [0, 1, 2],
    comments: [
      { by: 2, hoursAfter: 30, body: 'The pilot in Leeds went well: no more retyping at night.' },
      { by: 1, hoursAfter: 200, body: 'Rolling out to the Midlands team next month.' },
    ],
  },
  {
    title: 'Reduce re-inspection turnaround',
    category: 'efficiency',
    priority: 'high',
    status: 'in-progress',
    progress: 35,
    expectedImpact: 'Re-inspections booked within 5 working days of a failure',
    start: -45,
    target: 75,
    owner: 0,
    description:
      'Book the re-inspection when the failure is recorded and give installers a self-service slot picker, instead of chasing by phone.',
    resources: 'Scheduling changes; one coordinator day a week',
    daysAgo: 60,
    votes: [1, 2],
    comments: [
      {
        by: 1,
        hoursAfter: 50,
        body: 'Average is 11 days today; most of it is waiting for a call back.',
      },
    ],
  },
  {
    title: 'Photo evidence standard for cavity wall jobs',
    category: 'quality',
    priority: 'medium',
    status: 'planning',
    progress: 10,
    expectedImpact: 'Fewer failures for missing evidence',
    start: 14,
    target: 120,
    owner: 2,
    description:
      'Agree which pre, mid and post installation photos are required for cavity wall insulation and show the list on the checklist.',
    resources: 'Inspector working group',
    daysAgo: 25,
    votes: [2],
    comments: [],
  },
  {
    title: 'Automated reminders for overdue follow-ups',
    category: 'automation',
    priority: 'medium',
    status: 'completed',
    progress: 100,
    expectedImpact: 'No follow-up left overdue without a reminder',
    start: -150,
    target: -60,
    owner: 1,
    description: 'Send installers a reminder e-mail when a follow-up passes its due date.',
    resources: 'Development time only',
    daysAgo: 160,
    votes: [0, 1],
    comments: [
      { by: 0, hoursAfter: 24 * 90, body: 'Live since the spring; overdue count halved.' },
    ],
  },
  {
    title: 'Installer performance dashboard',
    category: 'analytics',
    priority: 'medium',
    status: 'on-hold',
    progress: 20,
    expectedImpact: 'Spot installers heading for enhanced monitoring sooner',
    start: -70,
    target: 90,
    owner: 0,
    description:
      'One page per installer with pass rate, open defects and complaint trends over twelve months.',
    resources: 'Waiting on the reporting upgrade',
    daysAgo: 80,
    votes: [0],
    comments: [],
  },
  {
    title: 'Standardise defect categories across schemes',
    category: 'process',
    priority: 'low',
    status: 'planning',
    progress: 0,
    expectedImpact: 'Comparable defect figures between ECO and GBIS work',
    start: null,
    target: null,
    owner: null,
    description: 'Map each scheme’s defect names onto one list so reports compare like with like.',
    resources: '',
    daysAgo: 10,
    votes: [],
    comments: [],
  },
  {
    title: 'Same-day report sign-off',
    category: 'efficiency',
    priority: 'medium',
    status: 'completed',
    progress: 100,
    expectedImpact: 'Reports issued the day of the visit',
    start: -200,
    target: -100,
    owner: 1,
    description: 'Coordinators review and sign off inspection reports the same working day.',
    resources: 'Rota change',
    daysAgo: 210,
    votes: [1, 2],
    comments: [],
  },
];

type DemoSuggestion = {
  key: string;
  title: string;
  category: InitiativeCategory;
  description: string;
  status: 'under-review' | 'approved' | 'in-development' | 'declined' | 'duplicate';
  by: Who;
  daysAgo: number;
  votes: Who[];
  comments: Comment[];
  duplicateOf?: string;
  /** Converted to an initiative (created the day after). */
  convert?: boolean;
};

const SUGGESTIONS: DemoSuggestion[] = [
  {
    key: 'offline',
    title: 'Offline mode for inspections in rural areas',
    category: 'technology',
    description:
      'Half my visits in the Dales have no signal. Let the checklist save on the tablet and upload when back in range.',
    status: 'approved',
    by: 2,
    daysAgo: 40,
    votes: [0, 1, 2],
    comments: [
      { by: 1, hoursAfter: 5, body: 'Same in Cornwall. This would save a second trip.' },
      { by: 0, hoursAfter: 30, body: 'Agreed: converting this to an initiative.' },
    ],
    convert: true,
  },
  {
    key: 'no-signal',
    title: 'Work without mobile signal',
    category: 'technology',
    description: 'Could the app keep working when there is no signal on site?',
    status: 'duplicate',
    by: 1,
    daysAgo: 35,
    votes: [1],
    comments: [],
    duplicateOf: 'offline',
  },
  {
    key: 'prefill',
    title: 'Pre-fill installer details on new inspections',
    category: 'efficiency',
    description: 'Copy the installer’s address and certification numbers from the last inspection.',
    status: 'under-review',
    by: 1,
    daysAgo: 6,
    votes: [1, 2],
    comments: [
      { by: 2, hoursAfter: 20, body: 'Would save typing the TrustMark number every time.' },
    ],
  },
  {
    key: 'voice',
    title: 'Voice notes on site',
    category: 'technology',
    description:
      'Record a short voice note against a checklist item instead of typing with gloves on.',
    status: 'under-review',
    by: 2,
    daysAgo: 3,
    votes: [2],
    comments: [],
  },
  {
    key: 'digest',
    title: 'Weekly digest of failed inspections',
    category: 'analytics',
    description: 'A Monday e-mail listing last week’s failures by installer and measure.',
    status: 'in-development',
    by: 0,
    daysAgo: 20,
    votes: [0, 1],
    comments: [],
  },
  {
    key: 'qr',
    title: 'QR code on every certificate',
    category: 'quality',
    description: 'Homeowners scan it to check the certificate is genuine.',
    status: 'declined',
    by: 2,
    daysAgo: 50,
    votes: [],
    comments: [{ by: 0, hoursAfter: 48, body: 'TrustMark lodgement already covers this.' }],
  },
  {
    key: 'calendar',
    title: 'Shared calendar of inspector availability',
    category: 'process',
    description: 'Coordinators see who is free before booking, without phoning round.',
    status: 'approved',
    by: 1,
    daysAgo: 15,
    votes: [0, 2],
    comments: [],
  },
];

const METRICS = [
  {
    name: 'Homeowner satisfaction',
    unit: '%',
    category: 'quality',
    target: 90,
    higherIsBetter: true,
    monthly: [78, 80, 83, 82, 86, 88],
  },
  {
    name: 'Admin time per inspection',
    unit: 'h',
    category: 'efficiency',
    target: 0.5,
    higherIsBetter: false,
    monthly: [1.4, 1.3, 1.1, 1.0, 0.9, 0.8],
  },
  {
    name: 'Inspector utilisation',
    unit: '%',
    category: 'process',
    target: 85,
    higherIsBetter: true,
    monthly: [72, 74, 73, 77, 79, 81],
  },
] as const;

/**
 * A living improvement board for the demo: initiatives in every status with
 * votes and comments, suggestions with votes and comments (one merged as a
 * duplicate, one converted to an initiative with its votes and comments, as
 * the app does), and hand-entered metrics with six months of history.
 * Plain inserts, run once on first start with the other area seeds.
 */
export async function seedDemoImprovements(db: Db, { tenantId, now, users }: AreaSeedContext) {
  if (users.length < 3) return;
  const userId = (who: Who) => users[who]!.id;
  const at = (daysAgo: number, hoursAfter = 0) =>
    new Date(now.getTime() - daysAgo * DAY + hoursAfter * HOUR);
  const day = (offset: number | null) =>
    offset === null ? null : new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

  async function insertInitiative(i: DemoInitiative) {
    const createdAt = at(i.daysAgo);
    const [row] = await db
      .insert(improvementInitiatives)
      .values({
        tenantId,
        reference: await nextInitiativeReference(db, tenantId, createdAt),
        title: i.title,
        category: i.category,
        priority: i.priority,
        status: i.status,
        progress: i.progress,
        expectedImpact: i.expectedImpact,
        startDate: day(i.start),
        targetDate: day(i.target),
        ownerId: i.owner === null ? null : userId(i.owner),
        description: i.description,
        resources: i.resources,
        createdById: userId(i.owner ?? 0),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: improvementInitiatives.id });
    const id = row!.id;
    if (i.votes.length > 0) {
      await db.insert(improvementInitiativeVotes).values(
        i.votes.map((who, n) => ({
          initiativeId: id,
          userId: userId(who),
          tenantId,
          createdAt: at(i.daysAgo, 2 + n),
        })),
      );
    }
    if (i.comments.length > 0) {
      await db.insert(improvementComments).values(
        i.comments.map((c) => ({
          tenantId,
          initiativeId: id,
          authorId: userId(c.by),
          body: c.body,
          createdAt: at(i.daysAgo, c.hoursAfter),
        })),
      );
    }
    return id;
  }

  // The converted suggestion's initiative: its title, category, description, votes and
  // comments (copied with their authors and times, as 'Convert to Initiative' does).
  const converted = SUGGESTIONS.find((s) => s.convert)!;
  const fromSuggestion: DemoInitiative = {
    title: converted.title,
    category: converted.category,
    priority: 'medium',
    status: 'planning',
    progress: 0,
    expectedImpact: 'No second visits for lack of signal',
    start: 7,
    target: 90,
    owner: 0,
    description: converted.description,
    resources: '',
    daysAgo: converted.daysAgo - 2,
    votes: converted.votes,
    comments: converted.comments.map((c) => ({ ...c, hoursAfter: c.hoursAfter - 48 })),
  };
  // Oldest first, so the INIT- references follow the creation dates.
  let convertedId = '';
  for (const initiative of [...INITIATIVES, fromSuggestion].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const id = await insertInitiative(initiative);
    if (initiative === fromSuggestion) convertedId = id;
  }

  const ids = new Map<string, string>();
  for (const s of [...SUGGESTIONS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const [row] = await db
      .insert(improvementSuggestions)
      .values({
        tenantId,
        title: s.title,
        category: s.category,
        description: s.description,
        status: s.status,
        submittedById: userId(s.by),
        createdAt: at(s.daysAgo),
        updatedAt: at(s.daysAgo),
      })
      .returning({ id: improvementSuggestions.id });
    ids.set(s.key, row!.id);
    if (s.votes.length > 0) {
      await db.insert(improvementSuggestionVotes).values(
        s.votes.map((who, n) => ({
          suggestionId: row!.id,
          userId: userId(who),
          tenantId,
          createdAt: at(s.daysAgo, 1 + n),
        })),
      );
    }
    if (s.comments.length > 0) {
      await db.insert(improvementComments).values(
        s.comments.map((c) => ({
          tenantId,
          suggestionId: row!.id,
          authorId: userId(c.by),
          body: c.body,
          createdAt: at(s.daysAgo, c.hoursAfter),
        })),
      );
    }
  }

  // The duplicate merged into its original: the original holds its votes (once per person).
  for (const s of SUGGESTIONS.filter((x) => x.duplicateOf)) {
    const original = SUGGESTIONS.find((x) => x.key === s.duplicateOf)!;
    await db
      .update(improvementSuggestions)
      .set({ duplicateOfId: ids.get(original.key)! })
      .where(eqId(ids.get(s.key)!));
    const missing = s.votes.filter((v) => !original.votes.includes(v));
    if (missing.length > 0) {
      await db.insert(improvementSuggestionVotes).values(
        missing.map((who) => ({
          suggestionId: ids.get(original.key)!,
          userId: userId(who),
          tenantId,
        })),
      );
    }
  }

  await db
    .update(improvementSuggestions)
    .set({ initiativeId: convertedId })
    .where(eqId(ids.get(converted.key)!));

  for (const m of METRICS) {
    const createdAt = at(30 * m.monthly.length + 5);
    const [row] = await db
      .insert(improvementMetrics)
      .values({
        tenantId,
        name: m.name,
        unit: m.unit,
        category: m.category,
        target: m.target,
        higherIsBetter: m.higherIsBetter,
        createdAt,
      })
      .returning({ id: improvementMetrics.id });
    await db.insert(improvementMetricReadings).values(
      m.monthly.map((value, n) => ({
        tenantId,
        metricId: row!.id,
        value,
        recordedById: userId(1),
        recordedAt: at(30 * (m.monthly.length - 1 - n) + 2),
      })),
    );
  }
}

function eqId(id: string): SQL {
  return eq(improvementSuggestions.id, id);
}
