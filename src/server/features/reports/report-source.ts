import type { ReportFormat } from '@/shared/reports/schemas';

/** A report's cells; its own module so a source (quarterly-scheme-source.ts) and the builder share it without a loop. */
export type ReportCell = string | number;

export type ReportSource = {
  title: string;
  subtitle: string;
  columns: string[];
  total: number;
  pages: () => AsyncIterable<ReportCell[][]> | Iterable<ReportCell[][]>;
  /** A report with its own layout (several tables) writes its file itself; returns its rows. */
  writeFile?: (format: ReportFormat, generatedAt: Date) => Promise<{ file: Buffer; rows: number }>;
};
