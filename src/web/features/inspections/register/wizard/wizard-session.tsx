import { DuplicateWarning } from '../duplicate-warning';
import { createWizardDefaults, type WizardForm } from '@/shared/inspections/wizard-form';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DraftBanner } from './draft-banner';
import { mergeDraftData } from './draft-data';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardFlow } from './use-wizard-flow';
import { useWizardKeyboard } from './use-wizard-keyboard';
import type { WizardConfig } from './wizard-config';
import { createFieldBinder, focusWizardField } from './wizard-field';
import { WizardProgress } from './wizard-progress';
import { WizardStepContent } from './wizard-step-content';
import { WizardStepFrame } from './wizard-step-frame';
import { clampStep, STEP_DESCRIPTIONS } from './wizard-steps';

export type LoadedDraft = {
  id: string;
  data: unknown;
  currentStep: number;
  updatedAt: string | Date;
};

type WizardSessionProps = {
  config: WizardConfig;
  draft: LoadedDraft | null;
  /** Values that win over the defaults and the draft (an installer chosen elsewhere). */
  prefill?: Partial<WizardForm> | null;
  onStartOver: () => void;
};

/** The form, its step flow, its draft and its keys for one run of the wizard. */
function useWizardSessionState({
  config,
  draft,
  prefill,
}: Omit<WizardSessionProps, 'onStartOver'>) {
  const { variant, steps } = config;
  const [initial] = useState(() => {
    const defaults = createWizardDefaults(variant);
    return { ...(draft ? mergeDraftData(defaults, draft.data) : defaults), ...prefill };
  });
  const form = useForm<WizardForm>({ defaultValues: initial });
  const flow = useWizardFlow({
    config,
    form,
    initialStep: draft ? clampStep(draft.currentStep, steps.length) : 0,
  });
  const autosave = useWizardDraft({ variant, form, currentStep: flow.step, restored: draft });
  const containerRef = useRef<HTMLDivElement>(null);

  const next = () => flow.next(autosave);
  useWizardKeyboard(containerRef, {
    next,
    forward: () => {
      if (!flow.isLastStep) next();
    },
    previous: flow.previous,
    save: () => void autosave.saveWithFeedback(),
    suppress: () => undefined,
  });

  // Focus the first field to fix; runs after the step with that field has rendered.
  useEffect(() => {
    const first = flow.errors[0];
    if (first) focusWizardField(first.field);
  }, [flow.errors]);

  return { form, flow, autosave, containerRef, next };
}

/** One run of a wizard, from defaults or a restored draft; remounted to start over. */
export function WizardSession({ config, draft, prefill, onStartOver }: WizardSessionProps) {
  const { variant, steps } = config;
  const { form, flow, autosave, containerRef, next } = useWizardSessionState({
    config,
    draft,
    prefill,
  });
  const [isDiscarding, setIsDiscarding] = useState(false);

  const startOver = async () => {
    setIsDiscarding(true);
    await autosave.discard();
    onStartOver();
  };

  const title = steps[flow.step] ?? '';
  return (
    <div ref={containerRef} className="space-y-6">
      {draft && (
        <DraftBanner
          savedAt={draft.updatedAt}
          isBusy={isDiscarding || flow.isSubmitting}
          onStartOver={() => void startOver()}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <WizardProgress
          steps={steps}
          currentStep={flow.step}
          completedSteps={flow.completedSteps}
        />
        <div className="min-w-0 space-y-4">
          {flow.duplicate && (
            <DuplicateWarning
              notice={flow.duplicate}
              isPending={flow.isSubmitting}
              onConfirm={flow.confirmDuplicate}
              onCancel={flow.cancelDuplicate}
            />
          )}
          <WizardStepFrame
            step={flow.step}
            title={title}
            description={STEP_DESCRIPTIONS[title] ?? ''}
            errors={flow.errors}
            submitError={flow.submitError}
            isFirstStep={flow.step === 0}
            nextLabel={flow.isLastStep ? config.submitLabel : 'Next Step'}
            isSubmitting={flow.isSubmitting}
            isSaving={autosave.isSaving}
            isSaved={autosave.isSaved}
            onPrevious={flow.previous}
            onSaveDraft={() => void autosave.saveWithFeedback()}
            onNext={next}
          >
            <WizardStepContent
              step={flow.step}
              steps={steps}
              onEditStep={flow.goTo}
              form={form}
              field={createFieldBinder(flow.errors)}
              variant={variant}
            />
          </WizardStepFrame>
        </div>
      </div>
    </div>
  );
}
