import { sql } from 'drizzle-orm';
import { inspections } from '@/server/db/schema/index';

/**
 * Rating column of View Inspections and its CSV: EWI grading, else Pass/Fail
 * for final results. Its TypeScript twin for loaded rows is `rateInspection`
 * in src/shared/inspections/rating.ts; keep the two in step.
 */
export const ratingSql = sql<string>`case
  when ${inspections.ewiGrading} is not null then ${inspections.ewiGrading}
  when ${inspections.status} = 'PASSED' then 'Pass'
  when ${inspections.status} = 'FAILED' then 'Fail'
  else 'N/A' end`;
