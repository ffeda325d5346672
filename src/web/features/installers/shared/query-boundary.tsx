import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeInstallerError } from './installer-errors';

type QueryBoundaryProps<T, E> = {
  query: UseQueryResult<T[], E>;
  label: string;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
};

/** Loading, failure (with retry) and empty for the profile's small lists, said the same way everywhere. */
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
        <p>{describeInstallerError(query.error).message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="mt-3 text-sm text-slate-600">{emptyText}</p>;
  return children(query.data);
}
