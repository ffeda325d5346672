import type { Db } from '@/server/db/client';

export type ReportCell = string | number | null;

/** One report as a plain table: the CSV and XLSX writers know nothing about its meaning. */
export type ReportTable = {
  columns: string[];
  rows: ReportCell[][];
};

export type ReportBuilder = (db: Db, tenantId: string, now: Date) => Promise<ReportTable>;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Driver numerics arrive as strings; blanks stay null (shown N/A). */
export const toNumberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
