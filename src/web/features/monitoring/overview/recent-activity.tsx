import { formatDateTime } from '@/shared/format';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/query-states';

type ActivityItem = {
  id: string;
  installerId: string;
  installerName: string;
  title: string;
  description: string | null;
  createdByName: string | null;
  createdAt: string;
};

/** The latest monitoring changes across all installers of the tenant. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">Recent Activity</h3>
      <div className="mt-4">
        {items.length === 0 ? (
          <EmptyState
            title="No activity recorded yet."
            hint="Monitoring changes will appear here."
          />
        ) : (
          <ol className="space-y-3">
            {items.map((item) => (
              <li key={item.id} className="border-l-2 border-emerald-600 pl-3">
                <p className="text-sm text-slate-900">
                  <Link
                    to={`/installers/${item.installerId}`}
                    className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                  >
                    {item.installerName}
                  </Link>
                  {': '}
                  {item.title}
                </p>
                {item.description && <p className="text-sm text-slate-700">{item.description}</p>}
                <p className="text-xs text-slate-600">
                  {formatDateTime(item.createdAt)}
                  {item.createdByName ? ` by ${item.createdByName}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
