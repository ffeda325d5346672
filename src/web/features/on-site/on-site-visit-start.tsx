import { describeVisitStart } from '@/shared/evidence/flags';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { currentPosition } from '@/web/lib/current-position';
import { notifyError } from '@/web/lib/notify';
import { enqueueChange, type KeptInspection } from '@/web/offline/api';
import { NotYetSent } from './not-yet-sent';

/**
 * Record visit start on site (issue 32 point 3): the time is the device's clock at the tap
 * (sent as `recordedAt`, so a visit recorded in a dead spot keeps its real time), the position
 * the browser's GPS with its accuracy when allowed; no network is needed for either.
 */
export function OnSiteVisitStart({
  kept,
  isWaiting,
}: {
  kept: KeptInspection;
  isWaiting: boolean;
}) {
  const [isLocating, setIsLocating] = useState(false);
  const { visit, mayRecord } = kept.visitStart;
  const record = async () => {
    const recordedAt = new Date().toISOString();
    setIsLocating(true);
    try {
      const position = await currentPosition();
      await enqueueChange({
        kind: 'visitStart',
        inspectionId: kept.inspection.id,
        position,
        recordedAt,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setIsLocating(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
      {visit ? (
        <p className="min-w-0 flex-1 text-sm text-slate-800" data-testid="visit-start">
          {describeVisitStart(visit)}
          {visit.positionStatus !== 'recorded' && (
            <span className="block font-medium">Position not available</span>
          )}
        </p>
      ) : (
        <p className="min-w-0 flex-1 basis-56 text-sm text-slate-700">
          Visit start not recorded.
          {mayRecord &&
            ' Record it on arrival: it keeps the time and, if you allow it, your position; photos are checked against them.'}
        </p>
      )}
      {visit && isWaiting && <NotYetSent />}
      {!visit && mayRecord && (
        <Button onClick={() => void record()} disabled={isLocating}>
          {isLocating ? 'Finding your position…' : 'Record visit start'}
        </Button>
      )}
    </div>
  );
}
