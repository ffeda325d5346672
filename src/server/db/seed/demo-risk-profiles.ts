import { Faker, en } from '@faker-js/faker';

/**
 * The demo's spread of installer records (issue 16 point 6): most are clean,
 * some fail often enough to be watched (fail rate above 10%), a few are high
 * risk (above 25%). Fixed by the installer's position, so the seed stays
 * deterministic.
 */
export type DemoRiskProfile = 'high' | 'watch' | 'clean';

/** Shares of results that fail or require a follow-up, per profile (the rest pass). */
export const DEMO_RESULT_SHARES: Record<DemoRiskProfile, { failed: number; followUp: number }> = {
  high: { failed: 0.45, followUp: 0.15 },
  watch: { failed: 0.18, followUp: 0.1 },
  clean: { failed: 0.03, followUp: 0.05 },
};

/** 2 in 20 high risk, 3 in 20 watched, the rest clean. */
export function demoRiskProfile(index: number): DemoRiskProfile {
  const slot = index % 20;
  if (slot === 4 || slot === 13) return 'high';
  if (slot === 2 || slot === 9 || slot === 17) return 'watch';
  return 'clean';
}

/** Draws each result's status from its installer's profile, with its own fixed seed. */
export function demoResultDrawer(installers: readonly { id: string }[]) {
  const faker = new Faker({ locale: [en], seed: 16 });
  const profiles = new Map(installers.map((i, index) => [i.id, demoRiskProfile(index)]));
  return (installerId: string | null): 'PASSED' | 'FAILED' | 'REQUIRES_FOLLOW_UP' => {
    const shares = DEMO_RESULT_SHARES[(installerId && profiles.get(installerId)) || 'clean'];
    const draw = faker.number.float({ min: 0, max: 1 });
    if (draw < shares.failed) return 'FAILED';
    return draw < shares.failed + shares.followUp ? 'REQUIRES_FOLLOW_UP' : 'PASSED';
  };
}
