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
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">
            {stats ? stats[card.key] : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
