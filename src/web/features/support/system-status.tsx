import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

type Readiness = { ok: boolean; checkedAt: Date };

/** The server's own readiness check (/readyz: the server answers and its database responds). */
async function checkReadiness(): Promise<Readiness> {
  try {
    const response = await fetch('/readyz', { cache: 'no-store' });
    return { ok: response.ok, checkedAt: new Date() };
  } catch {
    return { ok: false, checkedAt: new Date() };
  }
}

const timeOf = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

/** Quick link 'System status': live, from the readiness endpoint, checked again on request. */
export function SystemStatus() {
  const status = useQuery({
    queryKey: ['support', 'system-status'],
    queryFn: checkReadiness,
    staleTime: 30_000,
  });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Activity aria-hidden="true" className="h-4 w-4 text-emerald-700" />
      <span className="text-sm font-medium text-slate-900">System status:</span>
      <span role="status" className="text-sm text-slate-700">
        {status.isPending || status.isFetching ? (
          'Checking…'
        ) : status.data?.ok ? (
          <>
            <span className="font-medium text-emerald-800">All systems operational</span> (checked{' '}
            {timeOf.format(status.data.checkedAt)})
          </>
        ) : (
          <span className="font-medium text-red-700">
            The server or its database is not responding
          </span>
        )}
      </span>
      <Button variant="link" disabled={status.isFetching} onClick={() => void status.refetch()}>
        Check again
      </Button>
    </div>
  );
}
