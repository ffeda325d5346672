import { and, count, eq } from 'drizzle-orm';
import type { Permission } from '@/shared/permissions';
import { monitoringProposals } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { protectedProcedure, router } from '@/server/trpc/init';
import { defectStats } from '../defects/list';
import { countPendingDocumentReviews } from '../document-reviews/service';
import { followupStats } from '../followups/list';
import { getPendingInspections } from '../inspections/pending';
import { countUnreadNotifications } from '../notifications/service';
import { summarisePayments } from '../payments/list';
import { hasPermission } from '../permissions/service';
import { countOpenProjects } from '../projects/list';
import { getScheduleStats } from '../schedule/calendar';

async function countPendingProposals(actor: Actor) {
  const [row] = await actor.db
    .select({ n: count() })
    .from(monitoringProposals)
    .where(
      and(
        eq(monitoringProposals.tenantId, actor.tenantId),
        eq(monitoringProposals.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Each tile's badge: what needs attention there, counted with the same
 * service (and so the same narrowing) as the page itself. A tile whose area
 * the user may not see gets no count at all.
 */
const BADGES: readonly {
  path: string;
  permission: Permission | null;
  count: (actor: Actor) => Promise<number>;
}[] = [
  {
    path: '/inspections',
    permission: null,
    count: async (actor) =>
      (await getPendingInspections(actor, { page: 1, limit: 1 })).pagination.total,
  },
  {
    path: '/alerts',
    permission: null,
    count: (a) => countUnreadNotifications(a.db, { tenantId: a.tenantId, userId: a.user.id }),
  },
  { path: '/enhanced-monitoring', permission: 'installers:view', count: countPendingProposals },
  { path: '/projects', permission: 'projects:view', count: countOpenProjects },
  {
    path: '/docs-review',
    permission: 'documents:review',
    count: (a) => countPendingDocumentReviews(a.db, a.tenantId),
  },
  {
    path: '/schedule',
    permission: 'schedule:view',
    count: async (a) => (await getScheduleStats(a)).today,
  },
  {
    path: '/defects',
    permission: 'defects:view',
    count: async (a) => {
      const stats = await defectStats(a);
      return stats.open + stats.inProgress;
    },
  },
  {
    path: '/followup',
    permission: 'followups:view',
    count: async (a) => (await followupStats(a)).overdue,
  },
  {
    path: '/payments',
    permission: 'payments:view',
    count: async (a) => (await summarisePayments(a)).overdueCount,
  },
];

/** Live counts for the home tiles' badges, keyed by tile path; only what the user may see. */
export const homeRouter = router({
  badges: protectedProcedure.meta({ requires: 'session' }).query(async ({ ctx }) => {
    const counts: Record<string, number> = {};
    // One after another: PGlite has a single connection, and these are all small indexed counts.
    for (const badge of BADGES) {
      if (
        badge.permission &&
        !(await hasPermission(ctx.db, ctx.tenantId, ctx.user.role, badge.permission))
      )
        continue;
      counts[badge.path] = await badge.count(ctx);
    }
    return counts;
  }),
});
