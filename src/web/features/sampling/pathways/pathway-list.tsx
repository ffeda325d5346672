import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { Badge } from '@/web/components/ui/badge';
import type { PathwayAlert } from '../api/use-pathways';

const percent = (value: number) =>
  `${value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** One band reached: the pair, the quarter, the figures, and whether it escalated. */
function PathwayItem({ alert, showInstaller }: { alert: PathwayAlert; showInstaller: boolean }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">
          {showInstaller && (
            <>
              <Link
                to={buildInstallerPath(alert.installerId)}
                className="text-emerald-800 underline-offset-2 hover:underline"
              >
                {alert.installerName}
              </Link>
              {' · '}
            </>
          )}
          {alert.measureCategory} · {alert.quarter.replace('-', ' ')}
        </p>
        <p className="text-slate-700">
          Fail rate {percent(alert.failRatePercent)}: {alert.failed} of {alert.achieved} inspected
          measures failed
          {alert.escalated && alert.previousBand
            ? `; ${alert.previousBand} the quarter before`
            : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone={alert.band === 'Pathway A' ? 'danger' : 'neutral'}>{alert.band}</Badge>
        {alert.escalated && <Badge tone="danger">Escalated: two quarters in a band</Badge>}
      </div>
    </li>
  );
}

/** Installer and category pairs whose fail rate passed a sampling band (issue 30 point 7). */
export function PathwayList({
  alerts,
  showInstaller,
}: {
  alerts: readonly PathwayAlert[];
  showInstaller: boolean;
}) {
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {alerts.map((alert) => (
        <PathwayItem key={alert.id} alert={alert} showInstaller={showInstaller} />
      ))}
    </ul>
  );
}
