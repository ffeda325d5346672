import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { buttonClass } from '@/web/components/ui/button-variants';
import { Card } from '@/web/components/ui/card';
import { buildInspectionPath, PATHS } from '@/web/app/paths';
import type { CreatedInspection } from './single-page-form';

type SinglePageSuccessProps = { created: CreatedInspection; onCreateAnother: () => void };

export function SinglePageSuccess({ created, onCreateAnother }: SinglePageSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone; move focus to the news so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-700" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        Inspection Registered
      </h2>
      <p className="text-slate-700">
        Reference{' '}
        <Link
          to={buildInspectionPath(created.id)}
          data-testid="created-reference"
          className="font-semibold text-emerald-800 underline"
        >
          {created.reference}
        </Link>{' '}
        has been added to the pending inspections.
      </p>
      <p className="text-sm text-slate-600">This form will reset in a few seconds.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={buildInspectionPath(created.id)} className={buttonClass({ variant: 'primary' })}>
          View Inspection
        </Link>
        <Link to={PATHS.inspectionsPending} className={buttonClass({ variant: 'secondary' })}>
          View Pending Inspections
        </Link>
        <Button variant="secondary" onClick={onCreateAnother}>
          Create Another Inspection
        </Button>
      </div>
    </Card>
  );
}
