import { eq, type SQL } from 'drizzle-orm';
import type { InitiativeCategory } from '@/shared/improvements/catalogue';
import {
  improvementComments,
  improvementSuggestions,
  improvementSuggestionVotes,
} from '@/server/db/schema/index';
import type { Comment, ImprovementsSeed, Who } from './seed-context';
import type { DemoInitiative } from './seed-initiatives';

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

/**
 * The converted suggestion's initiative: its title, category, description, votes and
 * comments (copied with their authors and times, as 'Convert to Initiative' does).
 */
export function convertedInitiative(): DemoInitiative {
  const converted = SUGGESTIONS.find((s) => s.convert)!;
  return {
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
}

/** Inserts the demo suggestions, merges the duplicate and links the converted one to `convertedId`. */
export async function seedDemoSuggestions(seed: ImprovementsSeed, convertedId: string) {
  const ids = await insertDemoSuggestions(seed);
  await mergeDemoDuplicates(seed, ids);
  const converted = SUGGESTIONS.find((s) => s.convert)!;
  await seed.db
    .update(improvementSuggestions)
    .set({ initiativeId: convertedId })
    .where(eqId(ids.get(converted.key)!));
}

/** Each suggestion with its votes and comments, oldest first; returns their ids by key. */
async function insertDemoSuggestions({ db, tenantId, userId, at }: ImprovementsSeed) {
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
  return ids;
}

async function mergeDemoDuplicates(
  { db, tenantId, userId }: ImprovementsSeed,
  ids: Map<string, string>,
) {
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
}

function eqId(id: string): SQL {
  return eq(improvementSuggestions.id, id);
}
