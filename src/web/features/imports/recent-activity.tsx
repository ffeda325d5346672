import { formatDate } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { useImportHistory } from './api/use-import-queries';

/** The five latest files, for /import's side card. */
export function RecentActivity({ onOpen }: { onOpen: (id: string) => void }) {
  const history = useImportHistory();
  const rows = history.data?.slice(0, 5) ?? [];
  if (history.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (rows.length === 0) return <p className="text-sm text-slate-600">No data available</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900" title={r.fileName}>
              {r.fileName}
            </p>
            <p className="text-slate-600">
              {r.status} · {r.records} records · {formatDate(r.uploadDate)}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onOpen(r.id)}
            aria-label={`Open ${r.fileName}`}
          >
            Open
          </Button>
        </li>
      ))}
    </ul>
  );
}
