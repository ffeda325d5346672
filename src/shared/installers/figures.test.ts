import { describe, expect, it } from 'vitest';
import { complianceBarColour, riskBadgeVariant } from './catalogue';
import {
  computeInstallerFigures,
  computeRiskScore,
  RISK_WEIGHTS,
  severityOf,
  type FigureInspection,
} from './figures';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString().slice(0, 10);

function inspection(
  status: FigureInspection['status'],
  ageDays: number,
  ewiGrading: string | null = null,
): FigureInspection {
  const date = daysAgo(ageDays);
  const done = status === 'PASSED' || status === 'FAILED';
  return {
    status,
    ewiGrading,
    date,
    createdAt: `${daysAgo(ageDays + 10)}T00:00:00.000Z`,
    completedDate: done ? date : null,
  };
}

describe('severityOf', () => {
  it('weighs a red failure 6, a failure 3, a partial or amber pass 1, a clean pass 0, open work none', () => {
    expect(severityOf({ status: 'FAILED', ewiGrading: 'Red' })).toBe(6);
    expect(severityOf({ status: 'FAILED', ewiGrading: null })).toBe(3);
    expect(severityOf({ status: 'FAILED', ewiGrading: 'Amber' })).toBe(3);
    expect(severityOf({ status: 'REQUIRES_FOLLOW_UP', ewiGrading: null })).toBe(1);
    expect(severityOf({ status: 'PASSED', ewiGrading: 'Amber' })).toBe(1);
    expect(severityOf({ status: 'PASSED', ewiGrading: 'Green' })).toBe(0);
    expect(severityOf({ status: 'PENDING', ewiGrading: null })).toBeNull();
    expect(severityOf({ status: 'CANCELLED', ewiGrading: null })).toBeNull();
  });
});

describe('computeRiskScore', () => {
  it('gives the prior (2.0) when there is nothing to judge', () => {
    expect(computeRiskScore([], NOW)).toBe(RISK_WEIGHTS.prior);
    expect(computeRiskScore([inspection('PENDING', 5)], NOW)).toBe(2);
  });

  it('falls towards 0 with many recent passes', () => {
    const passes = Array.from({ length: 30 }, (_, i) => inspection('PASSED', i));
    expect(computeRiskScore(passes, NOW)).toBe(0.2);
  });

  it('rises towards 10 with many recent red failures, and a few failures score less than many', () => {
    const reds = Array.from({ length: 30 }, (_, i) => inspection('FAILED', i, 'Red'));
    expect(computeRiskScore(reds, NOW)).toBe(9.3); // (30 x 10 + 3 x 2) / 33
    expect(computeRiskScore(reds.slice(0, 2), NOW)).toBeLessThan(computeRiskScore(reds, NOW));
    const fails = Array.from({ length: 30 }, (_, i) => inspection('FAILED', i));
    expect(computeRiskScore(fails, NOW)).toBe(4.7);
  });

  it('weighs recent results more than old ones and ignores results over a year old', () => {
    const recentFail = [
      inspection('FAILED', 10, 'Red'),
      inspection('PASSED', 200),
      inspection('PASSED', 200),
    ];
    const oldFail = [
      inspection('FAILED', 200, 'Red'),
      inspection('PASSED', 10),
      inspection('PASSED', 10),
    ];
    expect(computeRiskScore(recentFail, NOW)).toBeGreaterThan(computeRiskScore(oldFail, NOW));
    expect(computeRiskScore([inspection('FAILED', 400, 'Red')], NOW)).toBe(2);
  });

  it('stays within 0-10', () => {
    const all = Array.from({ length: 500 }, () => inspection('FAILED', 1, 'Red'));
    expect(computeRiskScore(all, NOW)).toBeLessThanOrEqual(10);
  });
});

describe('computeInstallerFigures', () => {
  it('handles an installer with no inspections', () => {
    expect(computeInstallerFigures([], 'Standard', NOW)).toMatchObject({
      totalInspections: 0,
      complianceRate: null,
      lastInspection: null,
      nextDueDate: null,
      averageResolutionDays: null,
      lastResult: null,
    });
  });

  it('counts results, compliance, gradings and dates', () => {
    const list = [
      inspection('PASSED', 400, 'Green'),
      inspection('PASSED', 30, 'Amber'),
      inspection('FAILED', 20, 'Red'),
      inspection('REQUIRES_FOLLOW_UP', 15),
      inspection('PENDING', 0),
      inspection('CANCELLED', 3),
    ];
    const figures = computeInstallerFigures(list, 'Standard', NOW);
    expect(figures).toMatchObject({
      totalInspections: 5,
      passCount: 2,
      failCount: 1,
      partialCount: 1,
      pendingCount: 2,
      resolvedCount: 3,
      greenCount: 1,
      amberCount: 1,
      redCount: 1,
      complianceRate: 50, // 2 passed of 4 results (the partial counts as not compliant)
      lastInspection: daysAgo(20),
      lastResult: 'Fail',
      averageResolutionDays: 10,
      volumeLast12Months: 4,
    });
    expect(figures.nextDueDate).toBe('2027-11-01'); // annual for Standard
    expect(computeInstallerFigures(list, 'Enhanced', NOW).nextDueDate).toBe('2027-02-01'); // quarterly
  });

  it('is 100% compliant when every result passed, 0% when every result failed', () => {
    expect(
      computeInstallerFigures([inspection('PASSED', 1), inspection('PASSED', 2)], 'Standard', NOW)
        .complianceRate,
    ).toBe(100);
    expect(computeInstallerFigures([inspection('FAILED', 1)], 'Standard', NOW).complianceRate).toBe(
      0,
    );
  });
});

describe('badge and bar thresholds', () => {
  it.each([
    [10, 'destructive'],
    [8, 'destructive'],
    [7.9, 'warning'],
    [6, 'warning'],
    [5.9, 'info'],
    [4, 'info'],
    [3.9, 'success'],
    [0, 'success'],
  ] as const)('risk %d is %s', (score, variant) => {
    expect(riskBadgeVariant(score)).toBe(variant);
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
  ] as const)('compliance %d is %s', (rate, colour) => {
    expect(complianceBarColour(rate)).toBe(colour);
  });
});

describe('review frequency', () => {
  it('uses the monitoring setting for Enhanced installers and Annual for Standard', () => {
    const list = [inspection('PASSED', 20)];
    expect(computeInstallerFigures(list, 'Enhanced', NOW, 'Monthly').nextDueDate).toBe(
      '2026-12-01',
    );
    expect(computeInstallerFigures(list, 'Enhanced', NOW, 'Semi-Annual').nextDueDate).toBe(
      '2027-05-01',
    );
    expect(computeInstallerFigures(list, 'Standard', NOW, 'Monthly').nextDueDate).toBe(
      '2027-11-01',
    );
  });
});
