import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/web/components/query-states';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/use-permissions';
import { useInstallerPathways, useRecentPathways, type PathwayAlert } from '../api/use-pathways';
import { PathwayList } from './pathway-list';

function PathwaysSection(props: {
  id: string;
  title: string;
  hint: ReactNode;
  query: UseQueryResult<PathwayAlert[], unknown>;
  emptyText: string;
  showInstaller: boolean;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={props.id}>
        <h2 id={props.id} className="text-base font-semibold text-slate-900">
          {props.title}
        </h2>
        <p className="mt-1 text-xs text-slate-600">{props.hint}</p>
        <QueryBoundary query={props.query} label="Loading pathways" emptyText={props.emptyText}>
          {(alerts) => <PathwayList alerts={alerts} showInstaller={props.showInstaller} />}
        </QueryBoundary>
      </section>
    </Card>
  );
}

const HINT =
  "A quarter's fail rate above 10% is Pathway B and above 25% Pathway A (the sampling rules' bands); two quarters running in a band escalate.";

/** The installer profile's pathways: every band its categories reached (sampling:view only). */
export function InstallerPathwaysCard({ installerId }: { installerId: string }) {
  const { can } = usePermissions();
  const isAllowed = can('sampling:view');
  const query = useInstallerPathways(installerId, { enabled: isAllowed });
  if (!isAllowed) return null;
  return (
    <PathwaysSection
      id="sampling-pathways-heading"
      title="Sampling pathways"
      hint={HINT}
      query={query}
      emptyText="No category of this installer has passed a fail-rate band."
      showInstaller={false}
    />
  );
}

/** The enhanced monitoring page's pathways: pairs in a band this quarter or the last. */
export function RecentPathwaysCard() {
  const { can } = usePermissions();
  const isAllowed = can('sampling:view');
  const query = useRecentPathways({ enabled: isAllowed });
  if (!isAllowed) return null;
  return (
    <PathwaysSection
      id="recent-pathways-heading"
      title="Fail-rate pathways"
      hint={`${HINT} Each one proposes enhanced monitoring with its reason (Pending Reviews).`}
      query={query}
      emptyText="No installer and category passed a fail-rate band this quarter or the last."
      showInstaller
    />
  );
}
