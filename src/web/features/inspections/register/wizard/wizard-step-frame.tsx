import type { FieldError } from '@/shared/inspections/validation';
import { ArrowLeft, ArrowRight, LoaderCircle, Save } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { SaveIndicator } from './save-indicator';
import { wizardErrorId } from './wizard-field';

type WizardStepFrameProps = {
  step: number;
  title: string;
  description: string;
  errors: readonly FieldError[];
  submitError: string | null;
  isFirstStep: boolean;
  nextLabel: string;
  isSubmitting: boolean;
  isSaving: boolean;
  isSaved: boolean;
  onPrevious: () => void;
  onSaveDraft: () => void;
  onNext: () => void;
  children: ReactNode;
};

export function WizardStepFrame(props: WizardStepFrameProps) {
  const { step, title, errors } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the content under the user: move focus to its title, not on first load.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <section
      aria-labelledby="wizard-step-title"
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{props.description}</p>
        </div>
        <SaveIndicator isSaving={props.isSaving} isSaved={props.isSaved} />
      </div>
      <StepErrors errors={errors} />
      <div className="space-y-6">{props.children}</div>
      {props.submitError && (
        <Alert tone="error" role="alert">
          {props.submitError}
        </Alert>
      )}
      <StepNavigation {...props} />
      <p className="text-xs text-slate-600">
        Tips: press <kbd className="rounded border border-slate-300 px-1">Enter</kbd> to continue,
        use the <kbd className="rounded border border-slate-300 px-1">←</kbd>{' '}
        <kbd className="rounded border border-slate-300 px-1">→</kbd> arrow keys to move between
        steps, and <kbd className="rounded border border-slate-300 px-1">Ctrl/Cmd + S</kbd> to save
        a draft.
      </p>
    </section>
  );
}

/** Every message of the step in one alert; the first for each field carries the id it points at. */
function StepErrors({ errors }: { errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  const seen = new Set<string>();
  return (
    <Alert tone="error" role="alert">
      <p className="font-semibold">Please fix the following errors:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => {
          // One id per field: aria-describedby on the field points at its first message.
          const id = seen.has(error.field) ? undefined : wizardErrorId(error.field);
          seen.add(error.field);
          return (
            <li key={`${error.field}:${error.message}`} id={id}>
              {error.message}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/** Previous, Save Draft and Next (or the submit label on the last step, busy while it sends). */
function StepNavigation(props: WizardStepFrameProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <Button
        variant="secondary"
        onClick={props.onPrevious}
        disabled={props.isFirstStep || props.isSubmitting}
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={props.onSaveDraft} disabled={props.isSubmitting}>
          <Save aria-hidden="true" className="h-4 w-4" />
          Save Draft
        </Button>
        <Button
          onClick={props.onNext}
          disabled={props.isSubmitting}
          aria-busy={props.isSubmitting || undefined}
        >
          {props.nextLabel}
          {props.isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          )}
        </Button>
      </div>
    </div>
  );
}
