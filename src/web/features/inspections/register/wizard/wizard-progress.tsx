import { Check } from 'lucide-react';
import { Progress } from '@/web/components/ui/progress';
import { cn } from '@/web/lib/cn';
import {
  calculateStepPercent,
  getStepStatus,
  STEP_DESCRIPTIONS,
  type StepStatus,
} from './wizard-steps';

type WizardProgressProps = {
  steps: readonly string[];
  currentStep: number;
  completedSteps: readonly number[];
};

const MARKER: Record<StepStatus, string> = {
  completed: 'border-emerald-700 bg-emerald-700 text-white',
  current: 'border-emerald-700 bg-white text-emerald-800',
  upcoming: 'border-slate-300 bg-white text-slate-500',
};

export function WizardProgress({ steps, currentStep, completedSteps }: WizardProgressProps) {
  const percent = calculateStepPercent(currentStep, steps.length);
  const currentTitle = steps[currentStep] ?? '';
  return (
    <section
      aria-label="Progress"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-slate-900">
            Step {currentStep + 1} of {steps.length}
          </span>
          <span className="text-slate-600">{percent}% complete</span>
        </div>
        <Progress value={percent} label="Wizard progress" />
      </div>
      <ol className="space-y-3">
        {steps.map((title, index) => {
          const status = getStepStatus(index, currentStep, completedSteps);
          return (
            <li
              key={title}
              aria-current={status === 'current' ? 'step' : undefined}
              className="flex items-center gap-3 text-sm"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  MARKER[status],
                )}
              >
                {status === 'completed' ? <Check className="h-4 w-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  status === 'current' ? 'font-semibold text-slate-900' : 'text-slate-700',
                )}
              >
                {title}
                {/* aria-current names the current step; the others say their state in words. */}
                {status !== 'current' && <span className="sr-only"> ({status})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="rounded-md bg-emerald-50 p-3 text-sm">
        <p className="font-semibold text-emerald-900">Current Step</p>
        <p className="text-emerald-900">{currentTitle}</p>
        <p className="text-emerald-800">{STEP_DESCRIPTIONS[currentTitle]}</p>
      </div>
    </section>
  );
}
