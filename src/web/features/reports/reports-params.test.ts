import { describe, expect, it } from 'vitest';
import { formatFileSize, parseReportsParams, REPORTS_DEFAULTS } from './reports-params';

describe('reports URL state', () => {
  it('reads the tab, period and Custom Reports filters', () => {
    const params = new URLSearchParams(
      'tab=custom&period=year&type=solar&status=failed&from=2026-01-01&to=2026-02-01&format=pdf&page=2',
    );
    expect(parseReportsParams(params)).toEqual({
      tab: 'custom',
      period: 'year',
      type: 'solar',
      status: 'failed',
      from: '2026-01-01',
      to: '2026-02-01',
      format: 'pdf',
      page: 2,
    });
  });

  it('falls back to the defaults for anything a hand-edited URL holds', () => {
    const params = new URLSearchParams(
      'tab=secret&period=decade&type=wind&from=01/02/2026&page=-3',
    );
    expect(parseReportsParams(params)).toEqual(REPORTS_DEFAULTS);
  });

  it('formats file sizes', () => {
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 kB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
