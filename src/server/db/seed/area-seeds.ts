import { seedDemoChecklists } from '@/server/features/checklist-catalogue/seed';
import { seedDemoDefects } from '@/server/features/defects/seed';
import { seedDemoDocumentReviews } from '@/server/features/document-reviews/seed';
import { seedDemoPayments } from '@/server/features/payments/seed';
import { seedReportSchedules } from '@/server/features/reports/seed';
import { seedDemoProjects } from '@/server/features/projects/seed';
import { seedDemoSchedule } from '@/server/features/schedule/seed';
import { seedDemoNews } from '@/server/features/news/seed';
import { seedDemoGuidance } from '@/server/features/guidance/seed';
import { seedDemoImprovements } from '@/server/features/improvements/seed';
import { seedDemoImports } from '@/server/features/imports/seed';
import { seedDemoSampling } from '@/server/features/sampling/seed';
import type { Db } from '../client';
import type { AreaSeedContext } from './area-seed-context';

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
  // Links the demo inspections above to lodged measures (docs/sampling.md).
  seedDemoSampling,
  // Last: its imports add inspections, which the seeds above must not count on.
  seedDemoImports,
];
