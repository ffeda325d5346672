import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTRPC } from '../../lib/trpc';

/** For now only who is signed in; the KPI dashboard arrives with its own issue. */
export function DashboardPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
      <Card>
        {me.isPending ? (
          <Spinner />
        ) : me.isError ? (
          <p className="text-red-700">Could not load your profile. Please refresh the page.</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Signed in as</dt>
              <dd className="text-lg font-semibold text-slate-900">{me.data.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Role</dt>
              <dd>
                <Badge tone="brand">{me.data.role}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd className="text-slate-900">{me.data.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Organisation</dt>
              <dd className="text-slate-900">{me.data.tenant.name}</dd>
            </div>
          </dl>
        )}
      </Card>
    </div>
  );
}
