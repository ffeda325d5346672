import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import type { ScheduleStats as Stats } from './types';

const CARDS: readonly { key: keyof Stats; label: string; hint: string }[] = [
  { key: 'today', label: 'Today', hint: 'Visits and inspections due today' },
  { key: 'thisWeek', label: 'This Week', hint: 'Monday to Sunday' },
  { key: 'unassigned', label: 'Unassigned', hint: 'Upcoming inspections without an inspector' },
  { key: 'completedThisMonth', label: 'Completed This Month', hint: 'Visits and inspections' },
];

export function ScheduleStatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCardGrid className="grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <StatCard
          key={card.key}
          label={card.label}
          value={stats?.[card.key]}
          hint={card.hint}
          fallback="–"
        />
      ))}
    </StatCardGrid>
  );
}
