import type { AppRouterOutputs } from './types';

type Stats = AppRouterOutputs['schedule']['stats'];

const CARDS: readonly { key: keyof Stats; label: string; hint: string }[] = [
  { key: 'today', label: 'Today', hint: 'Visits and inspections due today' },
  { key: 'thisWeek', label: 'This Week', hint: 'Monday to Sunday' },
  { key: 'unassigned', label: 'Unassigned', hint: 'Upcoming inspections without an inspector' },
  { key: 'completedThisMonth', label: 'Completed This Month', hint: 'Visits and inspections' },
];

export function ScheduleStatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">
            {stats ? stats[card.key] : '–'}
          </dd>
          <dd className="text-xs text-slate-600">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
