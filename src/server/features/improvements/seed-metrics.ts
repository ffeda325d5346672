import { improvementMetricReadings, improvementMetrics } from '@/server/db/schema/index';
import type { ImprovementsSeed } from './seed-context';

const METRICS = [
  {
    name: 'Homeowner satisfaction',
    unit: '%',
    category: 'quality',
    target: 90,
    higherIsBetter: true,
    monthly: [78, 80, 83, 82, 86, 88],
  },
  {
    name: 'Admin time per inspection',
    unit: 'h',
    category: 'efficiency',
    target: 0.5,
    higherIsBetter: false,
    monthly: [1.4, 1.3, 1.1, 1.0, 0.9, 0.8],
  },
  {
    name: 'Inspector utilisation',
    unit: '%',
    category: 'process',
    target: 85,
    higherIsBetter: true,
    monthly: [72, 74, 73, 77, 79, 81],
  },
] as const;

/** Hand-entered metrics with a monthly reading each of the last six months. */
export async function seedDemoMetrics({ db, tenantId, userId, at }: ImprovementsSeed) {
  for (const m of METRICS) {
    const createdAt = at(30 * m.monthly.length + 5);
    const [row] = await db
      .insert(improvementMetrics)
      .values({
        tenantId,
        name: m.name,
        unit: m.unit,
        category: m.category,
        target: m.target,
        higherIsBetter: m.higherIsBetter,
        createdAt,
      })
      .returning({ id: improvementMetrics.id });
    await db.insert(improvementMetricReadings).values(
      m.monthly.map((value, n) => ({
        tenantId,
        metricId: row!.id,
        value,
        recordedById: userId(1),
        recordedAt: at(30 * (m.monthly.length - 1 - n) + 2),
      })),
    );
  }
}
