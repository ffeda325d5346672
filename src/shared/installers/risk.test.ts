import { describe, expect, it } from 'vitest';
import { riskBadgeVariant } from './catalogue';
import { failRate, failRateScore, riskScore, severityScore, type RiskInputs } from './risk';

const record = (over: Partial<RiskInputs>): RiskInputs => ({
  measuresAudited: 0,
  failed: 0,
  cat1: 0,
  major: 0,
  minor: 0,
  recentCat1: false,
  missedDeadlines: 0,
  ...over,
});

describe('severityScore: 100 x ((6 x Cat1 + 3 x Major + 1 x Minor) / measures audited) / 6', () => {
  it.each([
    ['nothing audited', record({}), null],
    ['a clean record', record({ measuresAudited: 30 }), 0],
    [
      '1 Cat1, 2 Major, 3 Minor in 20',
      record({ measuresAudited: 20, cat1: 1, major: 2, minor: 3 }),
      12.5,
    ],
    ['one Category 1 per measure', record({ measuresAudited: 4, cat1: 4 }), 100],
    ['one Minor in 30', record({ measuresAudited: 30, minor: 1 }), 0.6],
    ['several items per measure pass 100', record({ measuresAudited: 2, cat1: 3 }), 150],
  ] as const)('%s -> %s', (_, input, expected) => {
    expect(severityScore(input)).toBe(expected);
  });
});

describe('failRate and its 0-10 curve', () => {
  it('is failed / audited, null before any audit', () => {
    expect(failRate({ measuresAudited: 0, failed: 0 })).toBeNull();
    expect(failRate({ measuresAudited: 20, failed: 5 })).toBe(0.25);
  });
  it.each([
    [0, 0],
    [0.05, 3],
    [0.1, 6],
    [0.175, 7],
    [0.25, 8],
    [0.375, 9],
    [0.5, 10],
    [1, 10],
  ])('fail rate %d scores %d', (rate, score) => {
    expect(failRateScore(rate)).toBeCloseTo(score, 10);
  });
});

describe('riskScore: the table of cases', () => {
  it.each([
    // [case, inputs, risk]
    ['a new installer sits on the prior', record({}), 2],
    ['30 clean results score low', record({ measuresAudited: 30 }), 0.2],
    ['2 clean results still lean on the prior', record({ measuresAudited: 2 }), 1.2],
    ['30% fail rate over 30 is high risk', record({ measuresAudited: 30, failed: 9, minor: 9 }), 8],
    ['20% fail rate over 20 is above 6', record({ measuresAudited: 20, failed: 4, major: 4 }), 6.6],
    ['12% fail rate over 25 is floored at 6', record({ measuresAudited: 25, failed: 3 }), 6],
    ['exactly 10% is not above 10%', record({ measuresAudited: 20, failed: 2 }), 5.5],
    ['exactly 25% is above 10% only', record({ measuresAudited: 20, failed: 5 }), 7.2],
    [
      'a recent Category 1 is high risk even with a low fail rate',
      record({ measuresAudited: 40, failed: 1, cat1: 1, recentCat1: true }),
      8,
    ],
    [
      'an older Category 1 is not',
      record({ measuresAudited: 40, failed: 1, cat1: 1, recentCat1: false }),
      1.5,
    ],
    [
      'a recent Category 1 on an open inspection, nothing audited yet',
      record({ cat1: 1, recentCat1: true }),
      8,
    ],
    [
      'one failure of one leans to the prior',
      record({ measuresAudited: 1, failed: 1, major: 1 }),
      4,
    ],
    ['2 failures of 4: too few for the bands', record({ measuresAudited: 4, failed: 2 }), 6.6],
    ['2 failures of 5: the bands apply', record({ measuresAudited: 5, failed: 2 }), 8],
    [
      'a missed deadline counts against a clean record',
      record({ measuresAudited: 30, missedDeadlines: 1 }),
      0.7,
    ],
    ['missed deadlines add at most 2', record({ measuresAudited: 30, missedDeadlines: 10 }), 2.2],
    [
      'many failed items on few measures: severity outweighs the fail rate',
      record({ measuresAudited: 10, failed: 1, cat1: 12 }),
      8.2,
    ],
    [
      'no prior weight: the record alone',
      record({ measuresAudited: 2, failed: 1, priorWeight: 0 }),
      10,
    ],
    ['a heavier prior pulls harder', record({ measuresAudited: 30, priorWeight: 10 }), 0.5],
    [
      'everything bad stays within 10',
      record({ measuresAudited: 50, failed: 50, cat1: 50, recentCat1: true, missedDeadlines: 9 }),
      10,
    ],
  ] as const)('%s -> %d', (_, input, expected) => {
    expect(riskScore(input)).toBe(expected);
  });

  it('puts a fail rate above 25% at 8+ and above 10% at 6+ for any volume from 5', () => {
    for (let audited = 5; audited <= 200; audited += 1) {
      for (let failed = 0; failed <= audited; failed += 1) {
        const score = riskScore(record({ measuresAudited: audited, failed, major: failed }));
        const rate = failed / audited;
        if (rate > 0.25) expect(score, `${failed}/${audited}`).toBeGreaterThanOrEqual(8);
        else if (rate > 0.1) expect(score, `${failed}/${audited}`).toBeGreaterThanOrEqual(6);
        if (failed === 0) expect(score, `${failed}/${audited}`).toBeLessThan(4);
      }
    }
  });

  it('shows the bands on the badge: high risk destructive, above 10% warning, clean success', () => {
    expect(riskBadgeVariant(riskScore(record({ measuresAudited: 30, failed: 9 })))).toBe(
      'destructive',
    );
    expect(riskBadgeVariant(riskScore(record({ measuresAudited: 30, failed: 4 })))).toBe('warning');
    expect(riskBadgeVariant(riskScore(record({ measuresAudited: 30 })))).toBe('success');
  });
});
