import { Skeleton } from '../../components/ui/skeleton';

type StatCardsProps = {
  heading: string;
  cards: readonly { label: string; value: number | string | undefined; tone?: 'danger' }[];
};

/** A row of figures; a skeleton stands in while they load. */
export function StatCards({ heading, cards }: StatCardsProps) {
  const id = `${heading.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map(({ label, value, tone }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd
              className={
                tone === 'danger' && value
                  ? 'mt-1 text-2xl font-semibold text-red-700'
                  : 'mt-1 text-2xl font-semibold text-slate-900'
              }
            >
              {value === undefined ? <Skeleton className="h-8 w-16" /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
