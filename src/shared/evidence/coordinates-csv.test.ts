import { describe, expect, it } from 'vitest';
import { parseCoordinatesCsv } from './coordinates-csv';

describe('property coordinates CSV', () => {
  it("reads OS Open UPRN's columns in its order, ignoring the others", () => {
    const csv =
      '\uFEFFUPRN,X_COORDINATE,Y_COORDINATE,LATITUDE,LONGITUDE\r\n' +
      '100023336956,530047.00,179951.00,51.5034066,-0.1275923\r\n' +
      '"10033544614",529000,180000,"51.50","-0.14"\r\n\r\n';
    expect(parseCoordinatesCsv(csv)).toEqual({
      rows: [
        { uprn: '100023336956', latitude: 51.5034066, longitude: -0.1275923 },
        { uprn: '10033544614', latitude: 51.5, longitude: -0.14 },
      ],
      skipped: [],
      error: null,
    });
  });

  it('skips rows that are not a UK position or a UPRN, by line number', () => {
    const csv =
      'longitude,latitude,uprn\n-0.1,51.5,1\n-0.1,151.5,2\n-0.1,51.5,ABC\n,,\n-3.19,55.95,3';
    const parsed = parseCoordinatesCsv(csv);
    expect(parsed.rows.map((r) => r.uprn)).toEqual(['1', '3']);
    expect(parsed.skipped).toEqual([3, 4, 5]);
  });

  it('refuses a file without the three columns', () => {
    expect(parseCoordinatesCsv('UPRN,EASTING,NORTHING\n1,2,3').error).toBe(
      'The first line must name the columns UPRN, LATITUDE and LONGITUDE.',
    );
  });
});
