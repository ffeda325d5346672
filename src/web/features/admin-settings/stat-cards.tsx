type Stat = { label: string; value: string | number | undefined; hint?: string };

/** A row of figures; '–' while loading. */
export function StatCards({ label, stats }: { label: string; stats: Stat[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{stat.value ?? '–'}</dd>
          {stat.hint && <dd className="mt-1 text-xs text-slate-600">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
