import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';

export type DetailItem = { label: string; value: ReactNode };

/** A titled card of label/value pairs; a section so screen readers can jump between cards. */
export function DetailCard({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly DetailItem[];
  children?: ReactNode;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {children}
        <dl className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2">
          {items.map((item) => (
            <div key={item.label}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {item.label}
              </dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

/** Empty text reads as N/A, as the spec shows every blank field. */
export function orNA(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? 'N/A' : value;
}
