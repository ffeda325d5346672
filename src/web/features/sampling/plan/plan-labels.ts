/** A percentage as the plan shows it: '12.5%', or 'N/A' before any inspection is completed. */
export function formatPercent(value: number | null): string {
  return value === null ? 'N/A' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;
}
