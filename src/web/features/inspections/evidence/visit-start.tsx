import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { describeVisitStart } from '@/shared/evidence/flags';
import { formatPosition, mapLink } from '@/shared/evidence/catalogue';
import { Button } from '@/web/components/ui/button';
import { currentPosition } from '@/web/lib/current-position';
import { describeError } from '@/web/lib/describe-error';
import { useStartVisit, useVisitStart } from '../api/use-visit-start';

/**
 * The start of the visit (issue 32 point 3): recorded once, on arrival, by the inspector (or a
 * coordinator); the photo flags compare each photo's day and place with it.
 */
export function VisitStart({ inspectionId }: { inspectionId: string }) {
  const query = useVisitStart(inspectionId);
  const start = useStartVisit(inspectionId);
  const [locating, setLocating] = useState(false);
  const record = async () => {
    setLocating(true);
    const position = await currentPosition();
    setLocating(false);
    start.mutate({ inspectionId, position });
  };
  if (query.isPending) return <p className="mt-3 text-sm text-slate-600">Loading the visit…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-800">
        Could not load the visit start. {describeError(query.error).message}
      </p>
    );
  }
  const { visit, mayRecord } = query.data;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
      {visit ? (
        <p className="min-w-0 text-sm text-slate-800" data-testid="visit-start">
          {describeVisitStart(visit)}{' '}
          <span className="text-slate-600">by {visit.recordedByName}</span>
          {visit.latitude !== null && visit.longitude !== null && (
            <>
              {' · '}
              <a
                href={mapLink(visit.latitude, visit.longitude)}
                target="_blank"
                rel="noreferrer"
                className="text-emerald-800 underline"
              >
                {formatPosition(visit.latitude, visit.longitude)}
              </a>
            </>
          )}
        </p>
      ) : (
        <>
          <p className="min-w-0 flex-1 text-sm text-slate-700">
            Visit start not recorded.
            {mayRecord &&
              ' Record it on arrival: it keeps the time and, if you allow it, your position; photos are checked against them.'}
          </p>
          {mayRecord && (
            <Button onClick={() => void record()} disabled={locating || start.isPending}>
              {locating ? 'Finding your position…' : 'Record visit start'}
            </Button>
          )}
        </>
      )}
      {start.error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {describeError(start.error).message}
        </p>
      )}
    </div>
  );
}
