import { formatDateTime } from '@/shared/format';
import { Mail, Phone, StickyNote } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { useInstallerTimeline } from '../api/use-activity';
import { QueryBoundary } from '@/web/components/query-states';

const KINDS = {
  note: { label: 'Note', Icon: StickyNote },
  call: { label: 'Call', Icon: Phone },
  email: { label: 'E-mail', Icon: Mail },
} as const;

/** Notes, calls and e-mails in one stream, newest first (the server merges and orders them). */
export function TimelineTab({ installerId }: { installerId: string }) {
  const query = useInstallerTimeline(installerId);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Communication timeline</h2>
      <QueryBoundary query={query} label="Loading timeline" emptyText="No activity recorded yet.">
        {(entries) => (
          <ol className="mt-3 space-y-4 border-l border-slate-200 pl-4">
            {entries.map((entry) => {
              const { label, Icon } = KINDS[entry.kind];
              return (
                <li key={`${entry.kind}-${entry.id}`} className="relative">
                  <span className="absolute top-0.5 -left-[1.6rem] flex h-5 w-5 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                    <Icon aria-hidden="true" className="h-3 w-3" />
                  </span>
                  <p className="text-sm font-medium text-slate-900">
                    <span className="sr-only">{label}: </span>
                    {entry.title}
                  </p>
                  {entry.detail && <p className="text-sm text-slate-700">{entry.detail}</p>}
                  <p className="text-xs text-slate-600">
                    {label} · {formatDateTime(entry.at)}
                    {entry.by && ` · ${entry.by}`}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </QueryBoundary>
    </Card>
  );
}
