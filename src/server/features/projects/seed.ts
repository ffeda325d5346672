import { and, desc, eq } from 'drizzle-orm';
import type { ProjectPriority, ProjectStatus, ProjectType } from '@/shared/projects/catalogue';
import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { inspections, projectInspections, projects } from '@/server/db/schema/index';
import { nextProjectReference } from './reference';

const DEMO_PROJECTS: readonly {
  name: string;
  description: string;
  type: ProjectType;
  priority: ProjectPriority;
  status: ProjectStatus;
  measure: 'INSULATION' | null;
  links: number;
}[] = [
  {
    name: 'Leeds social housing EWI programme',
    description: 'External wall insulation across the Holbeck estate, phase 2.',
    type: 'EWI',
    priority: 'high',
    status: 'active',
    measure: 'INSULATION',
    links: 5,
  },
  {
    name: 'Cardiff cavity wall top-up',
    description: 'Cavity wall insulation re-inspections after installer complaints.',
    type: 'CWI',
    priority: 'urgent',
    status: 'active',
    measure: null,
    links: 3,
  },
  {
    name: 'Bristol terraces IWI pilot',
    description: 'Internal wall insulation pilot on solid-wall terraces.',
    type: 'IWI',
    priority: 'medium',
    status: 'planning',
    measure: null,
    links: 0,
  },
  {
    name: 'Room-in-roof audit 2025',
    description: 'Completed audit of room-in-roof installations from last year.',
    type: 'RIRI',
    priority: 'low',
    status: 'completed',
    measure: null,
    links: 2,
  },
];

/** A few demo projects, each with some of the most recent inspections linked. */
export async function seedDemoProjects(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const coordinator = users.find((u) => u.role === 'COORDINATOR') ?? users[0];
  const recent = await db
    .select({ id: inspections.id, measureType: inspections.measureType })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId)))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(60);
  let cursor = 0;
  for (const [i, demo] of DEMO_PROJECTS.entries()) {
    const [project] = await db
      .insert(projects)
      .values({
        tenantId,
        reference: await nextProjectReference(db, tenantId, now),
        name: demo.name,
        description: demo.description,
        type: demo.type,
        priority: demo.priority,
        status: demo.status,
        createdBy: coordinator?.id ?? null,
        createdAt: new Date(now.getTime() - (DEMO_PROJECTS.length - i) * 7 * 86_400_000),
      })
      .returning({ id: projects.id });
    const pool = recent
      .slice(cursor)
      .filter((r) => !demo.measure || r.measureType === demo.measure);
    const picked = pool.slice(0, demo.links);
    cursor += demo.links;
    if (picked.length > 0) {
      await db.insert(projectInspections).values(
        picked.map((inspection) => ({
          tenantId,
          projectId: project!.id,
          inspectionId: inspection.id,
          linkedBy: coordinator?.id ?? null,
        })),
      );
    }
  }
}
