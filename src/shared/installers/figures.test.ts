import { describe, expect, it } from 'vitest';
import { complianceBarColour, riskBadgeVariant } from './catalogue';
import {
  auditedIn,
  computeInstallerFigures,
  figuresPeriod,
  NO_SEVERITY,
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

describe('risk figures over the last 12 months', () => {
  it('gives the prior (2.0) and no rates when there is nothing to judge', () => {
    for (const list of [[], [inspection('PENDING', 5)], [inspection('FAILED', 400, 'Red')]])
      expect(computeInstallerFigures(list, 'Standard', NOW)).toMatchObject({
        riskScore: 2,
        severityScore: null,
        failRate: null,
      });
  });

  it('falls towards 0 with many clean results', () => {
    const passes = Array.from({ length: 30 }, (_, i) => inspection('PASSED', i));
    expect(computeInstallerFigures(passes, 'Standard', NOW)).toMatchObject({
      riskScore: 0.2,
      severityScore: 0,
      failRate: 0,
    });
  });

  it('flags a fail rate above 25% as high risk, counting only the last 12 months', () => {
    const list = [
      ...Array.from({ length: 7 }, (_, i) => inspection('PASSED', i * 10)),
      ...Array.from({ length: 3 }, (_, i) => inspection('FAILED', i * 20)),
      ...Array.from({ length: 10 }, () => inspection('FAILED', 500)),
    ];
    const figures = computeInstallerFigures(list, 'Standard', NOW, 'Quarterly', {
      ...NO_SEVERITY,
      major: 2,
      minor: 1,
    });
    expect(figures.failRate).toBe(30);
    expect(figures.severityScore).toBe(11.7); // 100 x (7 / 10) / 6
    expect(figures.riskScore).toBe(8);
  });

  it('counts a follow-up result as audited but not failed', () => {
    const list = [
      inspection('REQUIRES_FOLLOW_UP', 3),
      inspection('PASSED', 4),
      inspection('PASSED', 5),
      inspection('FAILED', 6),
    ];
    expect(computeInstallerFigures(list, 'Standard', NOW).failRate).toBe(25);
  });

  it('takes a recent Category 1 and missed deadlines from the severity counts', () => {
    const passes = Array.from({ length: 30 }, (_, i) => inspection('PASSED', i));
    const severity = { ...NO_SEVERITY, cat1: 1, recentCat1: true };
    expect(computeInstallerFigures(passes, 'Standard', NOW, 'Quarterly', severity)).toMatchObject({
      riskScore: 8,
      severityScore: 3.3,
    });
    expect(
      computeInstallerFigures(passes, 'Standard', NOW, 'Quarterly', {
        ...NO_SEVERITY,
        missedDeadlines: 2,
      }).riskScore,
    ).toBe(1.2);
  });

  it('window: a result 365 days old counts, 366 does not', () => {
    expect(auditedIn([inspection('FAILED', 365)], figuresPeriod(NOW)).measuresAudited).toBe(1);
    expect(auditedIn([inspection('FAILED', 366)], figuresPeriod(NOW)).measuresAudited).toBe(0);
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
