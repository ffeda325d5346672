import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

/** Which of the Overview's charts the widget settings show. */
export type ChartsShown = { trends: boolean; regions: boolean; gradings: boolean };

const CARDS = [
  { key: 'trends', title: 'Performance Trends', className: 'lg:col-span-2' },
  { key: 'regions', title: 'Regional Distribution' },
  { key: 'gradings', title: 'Grading Distribution' },
] as const;

/**
 * The chart cards' frames while the figures load: the same grid, titles and chart boxes as
 * DashboardCharts, so the cards do not move or grow when the figures fill them in.
 */
export function ChartsSkeleton({ show }: { show: ChartsShown }) {
  return (
    <div
      role="status"
      aria-label="Loading charts"
      className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0"
    >
      {CARDS.filter((card) => show[card.key]).map((card) => (
        <Card key={card.key} className={cn('min-w-0', 'className' in card && card.className)}>
          <p className="text-lg font-semibold text-slate-900">{card.title}</p>
          <Skeleton className="mt-1 h-5 w-3/4 bg-slate-100" />
          <Skeleton className="mt-4 h-64 w-full" />
        </Card>
      ))}
    </div>
  );
}
