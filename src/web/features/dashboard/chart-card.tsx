import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

/**
 * A titled chart whose drawing is hidden from assistive technology and whose
 * data is given instead as a visually hidden table.
 */
export function ChartCard(props: {
  id: string;
  title: string;
  summary: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  isEmpty: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      className={cn('min-w-0', props.className)}
      role="region"
      aria-labelledby={`${props.id}-title`}
    >
      <h2 id={`${props.id}-title`} className="text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{props.summary}</p>
      {props.isEmpty ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No inspections in this period.
        </p>
      ) : (
        // Clipped: before ResizeObserver reports the card's width, Recharts may draw wider
        // than the card and push a phone's page sideways.
        <div aria-hidden="true" inert className="mt-4 h-64 min-w-0 overflow-hidden">
          {props.children}
        </div>
      )}
      {/* The wrapper clips the table: `sr-only` on a <table> itself does not (tables ignore
          width and overflow), and the page would scroll through its full height. */}
      <div className="sr-only">
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
