import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeError } from '../lib/describe-error';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

/** Grey rows in the table's place; one status region tells screen readers what is happening. */
export function TableSkeleton({
  label = 'Loading inspections',
  rows = 6,
}: {
  label?: string;
  rows?: number;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full bg-slate-100" />
      ))}
    </div>
  );
}

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}

type ErrorStateProps = { title?: string; message: string; onRetry: () => void };

export function ErrorState({
  title = 'Could not load inspections',
  message,
  onRetry,
}: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
      <h2 className="mt-2 text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type QueryBoundaryProps<T, E> = {
  query: UseQueryResult<T[], E>;
  label: string;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
};

/** Loading, failure (with retry) and empty for a small list inside a card or tab, said the same way everywhere. */
export function QueryBoundary<T, E>({
  query,
  label,
  emptyText,
  children,
}: QueryBoundaryProps<T, E>) {
  if (query.isPending) return <Spinner label={label} className="py-6" />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        <p>{describeError(query.error).message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="mt-3 text-sm text-slate-600">{emptyText}</p>;
  return children(query.data);
}
