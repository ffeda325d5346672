import { and, eq, sql } from 'drizzle-orm';
import { improvementInitiatives, improvementSuggestions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { recentInitiatives } from './initiatives';
import { listMetrics } from './metrics';

/** The dashboard tab: four counters, the three most recent initiatives, the metric cards. */
export async function improvementsOverview(actor: Actor, now = new Date()) {
  const [[initiatives], [suggestions], recent, metrics] = await Promise.all([
    actor.db
      .select({
        active: sql<number>`count(*) filter (where ${improvementInitiatives.status} in ('planning', 'in-progress'))::int`,
        completed: sql<number>`count(*) filter (where ${improvementInitiatives.status} = 'completed')::int`,
      })
      .from(improvementInitiatives)
      .where(eq(improvementInitiatives.tenantId, actor.tenantId)),
    actor.db
      .select({ underReview: sql<number>`count(*)::int` })
      .from(improvementSuggestions)
      .where(
        and(
          eq(improvementSuggestions.tenantId, actor.tenantId),
          eq(improvementSuggestions.status, 'under-review'),
        ),
      ),
    recentInitiatives(actor),
    listMetrics(actor, now),
  ]);
  return {
    counts: {
      activeInitiatives: initiatives?.active ?? 0,
      completedInitiatives: initiatives?.completed ?? 0,
      suggestionsUnderReview: suggestions?.underReview ?? 0,
      metricsImproving: metrics.filter((m) => m.trend === 'improving').length,
    },
    recent,
    metrics,
  };
}
