import { Monitor, Smartphone } from 'lucide-react';
import { formatDateTime, formatRelativeAge } from '../../../shared/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

export type SessionListRow = {
  id: string;
  userName: string;
  userEmail: string;
  device: string;
  isMobile: boolean;
  ipAddress: string | null;
  lastActivity: string;
  createdAt: string;
  isCurrent: boolean;
};

export function SessionsTable({
  rows,
  onTerminate,
}: {
  rows: readonly SessionListRow[];
  onTerminate: (row: SessionListRow) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label="Active sessions" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              User & Device
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Location / IP
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last Activity
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const Icon = row.isMobile ? Smartphone : Monitor;
            return (
              <tr key={row.id}>
                <td className="px-4 py-3">
                  <div className="flex items-start gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
                    <div>
                      <p className="font-medium text-slate-900">{row.userName}</p>
                      <p className="text-slate-600">
                        {row.device}
                        {row.isMobile ? ' (mobile)' : ''}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">{row.ipAddress ?? 'N/A'}</td>
                <td className="px-4 py-3 text-slate-700">
                  <time dateTime={row.lastActivity} title={formatDateTime(row.lastActivity)}>
                    {formatRelativeAge(row.lastActivity)}
                  </time>
                </td>
                <td className="px-4 py-3">
                  {row.isCurrent ? <Badge tone="brand">Current</Badge> : <Badge>Active</Badge>}
                </td>
                <td className="px-4 py-3 text-right">
                  {!row.isCurrent && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Terminate session of ${row.userName} on ${row.device}`}
                      onClick={() => onTerminate(row)}
                    >
                      Terminate
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
