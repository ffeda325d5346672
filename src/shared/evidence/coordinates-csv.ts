import { z } from 'zod';

/**
 * Property coordinates by UPRN (issue 32 point 7), as an administrator imports them: a CSV
 * with the columns UPRN, LATITUDE and LONGITUDE in any order (OS Open UPRN's own header;
 * its other columns are ignored). Parsed in the browser and sent in batches, checked again here.
 */
export const COORDINATES_BATCH_SIZE = 2000;

export const CoordinateRow = z.object({
  uprn: z.string().regex(/^\d{1,12}$/, 'UPRN must be 1 to 12 digits'),
  latitude: z.number().min(49).max(61.5),
  longitude: z.number().min(-9).max(2.5),
});
export type CoordinateRow = z.infer<typeof CoordinateRow>;

export const ImportCoordinatesInput = z
  .object({ rows: z.array(CoordinateRow).min(1).max(COORDINATES_BATCH_SIZE) })
  .strict();

export type ParsedCoordinates = { rows: CoordinateRow[]; skipped: number[]; error: string | null };

const cells = (line: string) => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

/** Rows of the file; line numbers (1-based, header is 1) of rows that are not valid are skipped. */
export function parseCoordinatesCsv(text: string): ParsedCoordinates {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cells(lines[0] ?? '').map((h) => h.toUpperCase());
  const at = { uprn: header.indexOf('UPRN'), lat: header.indexOf('LATITUDE') };
  const lon = header.indexOf('LONGITUDE');
  if (at.uprn < 0 || at.lat < 0 || lon < 0) {
    return {
      rows: [],
      skipped: [],
      error: 'The first line must name the columns UPRN, LATITUDE and LONGITUDE.',
    };
  }
  const rows: CoordinateRow[] = [];
  const skipped: number[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const c = cells(line);
    const parsed = CoordinateRow.safeParse({
      uprn: c[at.uprn],
      latitude: Number(c[at.lat]),
      longitude: Number(c[lon]),
    });
    if (parsed.success) rows.push(parsed.data);
    else skipped.push(i + 2);
  });
  return { rows, skipped, error: null };
}
