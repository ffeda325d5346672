import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { buttonClass } from '@/web/components/ui/button-variants';
import { PATHS } from '@/web/app/paths';

/** The path that opens 'Raise defects' for an inspection on the Defect Log. */
export function buildRaiseDefectsPath(inspectionId: string): string {
  return `${PATHS.defects}?raise=${encodeURIComponent(inspectionId)}`;
}

type RaiseDefectsOfferProps = { inspectionId: string; reference: string; onClose: () => void };

/** Shown once an inspection has failed: defects can be raised straight away. */
export function RaiseDefectsOffer({ inspectionId, reference, onClose }: RaiseDefectsOfferProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form has gone; move focus to the question so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        {reference} is now Failed
      </h3>
      <p className="text-sm text-slate-700">
        Raise the defects found now? Each defect opens a follow-up to track its resolution.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        <Link
          to={buildRaiseDefectsPath(inspectionId)}
          onClick={onClose}
          className={buttonClass({ variant: 'primary' })}
        >
          Raise defects
        </Link>
      </div>
    </div>
  );
}
