import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import type { ProjectList } from './types';

type Stats = ProjectList['stats'];

const CARDS: readonly { key: keyof Stats; label: string }[] = [
  { key: 'total', label: 'Total Projects' },
  { key: 'active', label: 'Active' },
  { key: 'completed', label: 'Completed' },
  { key: 'linkedInspections', label: 'Linked Inspections' },
];

export function ProjectStatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCardGrid className="grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={stats?.[card.key]} fallback="–" />
      ))}
    </StatCardGrid>
  );
}
