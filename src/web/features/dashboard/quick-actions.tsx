import { CalendarPlus, ClipboardList, FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { PATHS } from '@/web/app/paths';

const ACTIONS = [
  { label: 'View Pending', to: PATHS.inspections, icon: ClipboardList },
  { label: 'Export Report', to: PATHS.reports, icon: FileDown },
  { label: 'Schedule Inspection', to: PATHS.schedule, icon: CalendarPlus },
] as const;

export function QuickActions() {
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 space-y-2">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-emerald-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
