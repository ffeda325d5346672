import {
  improvementComments,
  improvementInitiatives,
  improvementInitiativeVotes,
} from '@/server/db/schema/index';
import type { InitiativeCategory } from '@/shared/improvements/catalogue';
import { nextInitiativeReference } from './scope';
import type { Comment, ImprovementsSeed, Who } from './seed-context';

export type DemoInitiative = {
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

async function insertDemoInitiative(seed: ImprovementsSeed, i: DemoInitiative) {
  const { db, tenantId, userId, at, day } = seed;
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

/**
 * Inserts the demo initiatives and `converted` (the one a suggestion became),
 * returning that one's id.
 */
export async function seedDemoInitiatives(seed: ImprovementsSeed, converted: DemoInitiative) {
  // Oldest first, so the INIT- references follow the creation dates.
  let convertedId = '';
  for (const initiative of [...INITIATIVES, converted].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const id = await insertDemoInitiative(seed, initiative);
    if (initiative === converted) convertedId = id;
  }
  return convertedId;
}
