import { describe, expect, it } from 'vitest';
import {
  MEASURES_DEFAULTS,
  isMeasuresFiltered,
  parseMeasuresParams,
  toMeasureListInput,
} from './measures-params';

const ID = '7d9f3c1e-2b4a-4c6d-8e0f-1a2b3c4d5e6f';

describe('measures params', () => {
  it('reads a hand-edited URL safely: unknown values fall back to no filter', () => {
    const params = parseMeasuresParams(
      new URLSearchParams(
        'scheme=nope&installer=x&quarter=2026-Q9&inspected=maybe&sort=bad&page=-2',
      ),
    );
    expect(params).toEqual(MEASURES_DEFAULTS);
    expect(isMeasuresFiltered(params)).toBe(false);
  });

  it('turns the view into the list input, leaving out filters that are off', () => {
    const params = parseMeasuresParams(
      new URLSearchParams(
        `scheme=${ID}&category=CWI&quarter=2026-Q1&inspected=no&sort=umr&dir=asc&page=2`,
      ),
    );
    expect(toMeasureListInput(params)).toEqual({
      search: '',
      schemeId: ID,
      category: 'CWI',
      quarter: '2026-Q1',
      inspected: 'no',
      sort: 'umr',
      direction: 'asc',
      page: 2,
      limit: 25,
    });
    expect(isMeasuresFiltered(params)).toBe(true);
  });
});
