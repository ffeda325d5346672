/**
 * The rating shown for an inspection: EWI grading, else Pass/Fail for final
 * results, else 'N/A'. The server's SQL twin is `ratingSql` in
 * src/server/features/inspections/present.ts; keep the two in step.
 */
export function rateInspection(row: { ewiGrading: string | null; status: string }): string {
  if (row.ewiGrading) return row.ewiGrading;
  if (row.status === 'PASSED') return 'Pass';
  if (row.status === 'FAILED') return 'Fail';
  return 'N/A';
}
