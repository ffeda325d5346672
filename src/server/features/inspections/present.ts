import { sql } from 'drizzle-orm';
import { inspections } from '../../db/schema/index';

type Row = typeof inspections.$inferSelect;

/** Rating column of View Inspections and its CSV: EWI grading, else Pass/Fail for final results. */
export const ratingSql = sql<string>`case
  when ${inspections.ewiGrading} is not null then ${inspections.ewiGrading}
  when ${inspections.status} = 'PASSED' then 'Pass'
  when ${inspections.status} = 'FAILED' then 'Fail'
  else 'N/A' end`;

export function rateInspection(row: Pick<Row, 'ewiGrading' | 'status'>): string {
  if (row.ewiGrading) return row.ewiGrading;
  if (row.status === 'PASSED') return 'Pass';
  if (row.status === 'FAILED') return 'Fail';
  return 'N/A';
}
