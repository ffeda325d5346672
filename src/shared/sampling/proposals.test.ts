import { describe, expect, it } from 'vitest';
import { drawWeighted, hash32, measureWeights, mulberry32, SkipProposalInput } from './proposals';

const ids = Array.from(
  { length: 50 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);
const pool = ids.map((id, i) => ({ id, weight: i < 5 ? 4 : 1 }));

describe('proposals: the seeded draw', () => {
  it('is the published mulberry32 and FNV-1a', () => {
    expect(mulberry32(1)()).toBeCloseTo(0.6270739405881613, 12);
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
  });

  it('gives the same draw for the same seed, whatever order the candidates come in', () => {
    const a = drawWeighted(42, pool, 5).map((c) => c.id);
    expect(drawWeighted(42, [...pool].reverse(), 5).map((c) => c.id)).toEqual(a);
    expect(drawWeighted(43, pool, 5).map((c) => c.id)).not.toEqual(a);
  });

  it('never proposes more than asked or than there are, and prefers heavier measures', () => {
    expect(drawWeighted(7, pool, 0)).toEqual([]);
    expect(drawWeighted(7, pool.slice(0, 3), 10)).toHaveLength(3);
    let heavy = 0;
    for (let seed = 1; seed <= 200; seed++)
      heavy += drawWeighted(seed, pool, 5).filter((c) => c.weight === 4).length;
    // 5 of 50 weigh four times the rest: far more than a tenth of the picks are theirs.
    expect(heavy / 1000).toBeGreaterThan(0.2);
  });
});

describe('proposals: weights', () => {
  it('multiplies installer risk, category, property age and first job, each shown', () => {
    const weights = measureWeights({
      installerRiskScore: 5,
      categoryWeight: 1.5,
      propertyBuiltYear: 1920,
      isFirstJob: true,
      firstJobsCount: 5,
    });
    expect(weights).toEqual({
      installerRisk: { factor: 1.5, label: 'Installer risk score 5.0' },
      category: { factor: 1.5, label: 'Category risk weight' },
      propertyAge: { factor: 1.5, label: 'Built 1920 (before 1930)', known: true },
      firstJob: { factor: 2, label: "One of the installer's first 5 jobs" },
      total: 6.75,
    });
    expect(
      measureWeights({
        installerRiskScore: 0,
        categoryWeight: 1,
        propertyBuiltYear: null,
        isFirstJob: false,
        firstJobsCount: 5,
      }).propertyAge,
    ).toEqual({ factor: 1, label: 'Property age not recorded', known: false });
  });

  it('needs a reason to skip', () => {
    const result = SkipProposalInput.safeParse({
      quarter: '2026-Q1',
      measureId: ids[0],
      reason: '  ',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Give a reason for skipping this measure',
    ]);
  });
});
