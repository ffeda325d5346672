import { CALENDAR_STATUSES, CALENDAR_STATUS_LABELS } from '@/shared/schedule/catalogue';
import { STATUS_DOT } from './status-style';

export function StatusLegend() {
  return (
    <ul aria-label="Status legend" className="flex flex-wrap gap-4 text-sm text-slate-700">
      {CALENDAR_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-3 rounded-full ${STATUS_DOT[status]}`} />
          {CALENDAR_STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
