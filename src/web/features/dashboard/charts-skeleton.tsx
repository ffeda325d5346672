import { Skeleton } from '../../components/ui/skeleton';

export function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading charts" className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
