import { calculateSinglePageProgress } from '@/shared/inspections/single-page-form';
import { CircleCheck } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { Progress } from '@/web/components/ui/progress';
import type { SinglePageForm } from '@/shared/inspections/single-page-form';
import { toSinglePageForm, type SinglePageValues } from './single-page-types';

type SinglePageProgressProps = { control: Control<SinglePageValues, unknown, SinglePageForm> };

/** Its own component so only the bar re-renders on each keystroke, not the whole form. */
export function SinglePageProgress({ control }: SinglePageProgressProps) {
  const values = useWatch({ control }) as SinglePageValues;
  const progress = calculateSinglePageProgress(toSinglePageForm(values));
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">Form completion</span>
        <span className="text-slate-600">{progress}%</span>
      </div>
      <Progress value={progress} label="Form completion" />
      {progress === 100 && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          Ready to submit!
        </p>
      )}
    </div>
  );
}
