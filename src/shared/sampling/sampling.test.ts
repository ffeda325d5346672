import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLING_RULES as RULES, type SamplingRules } from './rules';
import {
  failRateBand,
  failRatePercent,
  groupQuota,
  previousQuarter,
  quarterDays,
  quarterOf,
  requiredInspections,
  rulesInForce,
  type GroupFacts,
  type RateBasis,
} from './sampling';

const PATHWAY_B = RULES.failRateBands[0]!;
const PATHWAY_A = RULES.failRateBands[1]!;
const large = { installerPopulation: 500, isEnhanced: false, band: null };

describe('required inspections: the rate of the population, rounded up, at least one', () => {
  it.each([
    // rate, population, minimum, required
    [5, 0, 1, 0],
    [5, 1, 1, 1],
    [5, 19, 1, 1],
    [5, 20, 1, 1],
    [5, 21, 1, 2],
    [5, 100, 1, 5],
    [5, 101, 1, 6],
    [5, 1000, 1, 50],
    [2.5, 41, 1, 2],
    [7.25, 400, 1, 29],
    [0, 50, 1, 1],
    [0, 50, 0, 0],
    [5, 3, 5, 3], // never more than the measures there are
    [100, 7, 1, 7],
  ])('%s%% of %s (minimum %s) is %s', (rate, population, minimum, required) => {
    expect(requiredInspections(rate, population, minimum)).toBe(required);
  });
});

describe('the rate: every rule that applies, the highest wins', () => {
  const cases: [string, Partial<GroupFacts> & { population: number }, number, RateBasis, number][] =
    [
      ['base', { ...large, population: 240 }, 5, 'base', 12],
      [
        'small installer (99 in the quarter)',
        { ...large, installerPopulation: 99, population: 40 },
        10,
        'small_installer',
        4,
      ],
      [
        'not small at exactly 100',
        { ...large, installerPopulation: 100, population: 40 },
        5,
        'base',
        2,
      ],
      ['enhanced monitoring', { ...large, isEnhanced: true, population: 35 }, 10, 'enhanced', 4],
      ['Pathway B band', { ...large, band: PATHWAY_B, population: 35 }, 10, 'fail_rate_band', 4],
      [
        'Pathway A band beats enhanced',
        { ...large, isEnhanced: true, band: PATHWAY_A, population: 35 },
        20,
        'fail_rate_band',
        7,
      ],
      [
        'a tie shows the plainer basis',
        { ...large, isEnhanced: true, installerPopulation: 10, population: 10 },
        10,
        'small_installer',
        1,
      ],
    ];
  it.each(cases)('%s', (_name, facts, rate, basis, required) => {
    expect(groupQuota(RULES, { ...large, ...facts })).toEqual({
      ratePercent: rate,
      basis,
      required,
    });
  });

  it('uses the rates the rules give, not the defaults', () => {
    const edited: SamplingRules = {
      ...RULES,
      baseRatePercent: 8,
      failRateBands: [{ name: 'Watch', aboveFailRatePercent: 5, ratePercent: 30 }],
    };
    expect(groupQuota(edited, { ...large, population: 100 }).required).toBe(8);
    expect(
      groupQuota(edited, { ...large, band: edited.failRateBands[0]!, population: 100 }),
    ).toEqual({
      ratePercent: 30,
      basis: 'fail_rate_band',
      required: 30,
    });
  });
});

describe('fail-rate bands: strictly above the threshold, the higher band applies', () => {
  it.each([
    [0, 0, null],
    [1, 10, null], // exactly 10% is not above 10%
    [11, 100, 'Pathway B'],
    [2, 10, 'Pathway B'],
    [1, 4, 'Pathway B'], // 25% is above 10%, not above 25%
    [26, 100, 'Pathway A'],
    [1, 1, 'Pathway A'],
  ])('%s failed of %s inspected: %s', (failed, inspected, band) => {
    expect(failRateBand(RULES.failRateBands, failed, inspected)?.name ?? null).toBe(band);
  });

  it('states the fail rate with one decimal, none before a result', () => {
    expect(failRatePercent(1, 3)).toBe(33.3);
    expect(failRatePercent(0, 0)).toBeNull();
  });
});

describe('quarters and rule versions', () => {
  it('uses UK calendar quarters (January to March is Q1)', () => {
    expect(quarterDays('2026-Q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterDays('2024-Q4')).toEqual({ from: '2024-10-01', to: '2024-12-31' });
    expect(quarterOf('2026-06-30')).toBe('2026-Q2');
    expect(quarterOf('2026-07-01')).toBe('2026-Q3');
    expect(previousQuarter('2026-Q1')).toBe('2025-Q4');
  });

  const v1 = { id: 'v1', effectiveFrom: '2025-01-01' };
  const v2 = { id: 'v2', effectiveFrom: '2025-07-01' };
  const v2b = { id: 'v2b', effectiveFrom: '2025-07-01' };
  const v3 = { id: 'v3', effectiveFrom: '2025-11-15' };
  it.each([
    ['2024-Q4', null],
    ['2025-Q1', 'v1'],
    ['2025-Q2', 'v1'],
    ['2025-Q3', 'v2b'], // same date: the version listed later (created later)
    ['2025-Q4', 'v2b'], // v3 starts mid-quarter: it governs from the next quarter
    ['2026-Q1', 'v3'],
  ])('%s is judged by %s', (quarter, id) => {
    expect(rulesInForce([v1, v2, v2b, v3], quarter)?.id ?? null).toBe(id);
  });
});
