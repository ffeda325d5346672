import { describe, expect, it } from 'vitest';
import { planCsv, type PlanRow, type SamplingPlan } from './plan-csv';

const row: PlanRow = {
  installerId: 'a',
  installerName: '=Acme, "Walls"',
  measureCategory: 'CWI',
  population: 100,
  ratePercent: 20,
  basis: 'fail_rate_band',
  governingBand: 'Pathway A',
  required: 20,
  achieved: 4,
  outstanding: 16,
  failed: 1,
  failRatePercent: 25,
  band: 'Pathway B',
};

const plan = {
  quarter: '2026-Q1',
  rows: [row],
  totals: {
    population: 100,
    required: 20,
    achieved: 4,
    outstanding: 16,
    failed: 1,
    failRatePercent: 25,
  },
} as unknown as SamplingPlan;

describe('planCsv', () => {
  it("writes the server's figures, quotes and defuses text, and ends with the total", () => {
    const lines = planCsv(plan, [row]).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Quarter,Installer,Measure category,Population/);
    expect(lines[1]).toBe(
      `2026-Q1,"'=Acme, ""Walls""",CWI,100,20,Pathway A last quarter,20,4,16,1,25,Pathway B`,
    );
    expect(lines[2]).toBe('2026-Q1,All installers (total),,100,,,20,4,16,1,25,');
  });
});
