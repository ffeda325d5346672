import { formatDateTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import { useInstallerActivity } from '../api/use-activity';
import { QueryBoundary } from '@/web/components/query-states';

const TYPE_LABELS: Record<string, string> = {
  inspection: 'Inspection',
  contact: 'Contact',
  note: 'Note',
  status_change: 'Status change',
  document: 'Document',
  email: 'E-mail',
};

export function ActivityTab({ installerId }: { installerId: string }) {
  const query = useInstallerActivity(installerId);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Activity</h2>
      <QueryBoundary query={query} label="Loading activity" emptyText="No activity recorded yet.">
        {(items) => (
          <ol className="mt-3 divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      {TYPE_LABELS[item.type] ?? item.type}
                    </span>
                    {item.title}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatDateTime(item.createdAt)}
                    {item.createdByName && ` · ${item.createdByName}`}
                  </p>
                </div>
                {item.description && (
                  <p className="mt-1 text-sm text-slate-700">{item.description}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryBoundary>
    </Card>
  );
}
