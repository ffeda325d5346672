/** The server's pass rate (a percentage with one decimal, null when nothing is completed). */
export function formatPassRate(passRate: number | null | undefined): string {
  if (passRate === null || passRate === undefined || !Number.isFinite(passRate)) return 'N/A';
  return `${passRate.toFixed(1)}%`;
}
