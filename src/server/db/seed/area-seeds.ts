import { seedDemoChecklists } from '../../features/checklist-core/seed';
import { seedDemoDefects } from '../../features/defects/seed';
import { seedDemoDocumentReviews } from '../../features/document-reviews/seed';
import { seedDemoPayments } from '../../features/payments/seed';
import { seedReportSchedules } from '../../features/reports/seed';
import { seedDemoProjects } from '../../features/projects/seed';
import { seedDemoSchedule } from '../../features/schedule/seed';
import { seedDemoNews } from '../../features/news/seed';
import { seedDemoGuidance } from '../../features/guidance/seed';
import { seedDemoImprovements } from '../../features/improvements/seed';
import { seedDemoImports } from '../../features/imports/seed';
import type { Db } from '../client';

/** What every feature's demo seed gets, after users, installers and inspections exist. */
export type AreaSeedContext = {
  tenantId: string;
  now: Date;
  /** The demo users (ADMIN, COORDINATOR, INSPECTOR order). */
  users: readonly { id: string; role: string; email: string }[];
};

/**
 * Demo data of the later feature areas, run in this order on first start. Each
 * makes its own Faker with a fixed seed so one area's data does not shift
 * another's, and reads the installers and inspections it needs from the database.
 */
export const AREA_SEEDS: readonly ((db: Db, context: AreaSeedContext) => Promise<void>)[] = [
  seedDemoPayments,
  seedDemoDocumentReviews,
  seedReportSchedules,
  seedDemoSchedule,
  seedDemoProjects,
  seedDemoChecklists,
  seedDemoDefects,
  seedDemoNews,
  seedDemoGuidance,
  seedDemoImprovements,
  // Last: its imports add inspections, which the seeds above must not count on.
  seedDemoImports,
];
