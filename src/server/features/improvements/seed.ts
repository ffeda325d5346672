import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { improvementsSeed } from './seed-context';
import { seedDemoInitiatives } from './seed-initiatives';
import { seedDemoMetrics } from './seed-metrics';
import { convertedInitiative, seedDemoSuggestions } from './seed-suggestions';

/**
 * A living improvement board for the demo: initiatives in every status with
 * votes and comments, suggestions with votes and comments (one merged as a
 * duplicate, one converted to an initiative with its votes and comments, as
 * the app does), and hand-entered metrics with six months of history.
 * Plain inserts, run once on first start with the other area seeds.
 */
export async function seedDemoImprovements(db: Db, context: AreaSeedContext) {
  if (context.users.length < 3) return;
  const seed = improvementsSeed(db, context);
  const convertedId = await seedDemoInitiatives(seed, convertedInitiative());
  await seedDemoSuggestions(seed, convertedId);
  await seedDemoMetrics(seed);
}
