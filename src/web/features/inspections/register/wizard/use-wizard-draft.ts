import { WIZARD_AUTOSAVE_DELAY_MS } from '@/shared/inspections/options';
import type { WizardForm, WizardVariant } from '@/shared/inspections/wizard-form';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useDraftMutations } from '@/web/features/inspections/api/use-wizard-drafts';

export type RestoredDraft = { id: string; updatedAt: string | Date };
export type SaveResult = 'saved' | 'failed' | 'skipped';

type DraftOptions = {
  variant: WizardVariant;
  form: UseFormReturn<WizardForm>;
  currentStep: number;
  restored: RestoredDraft | null;
};

/** Counts the form's changes: the revision tells a save whether edits landed while it ran. */
function useFormChanges(form: UseFormReturn<WizardForm>) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const [changeCount, setChangeCount] = useState(0);
  const revision = useRef(0);

  useEffect(() => {
    const subscription = form.watch(() => {
      revision.current += 1;
      setHasUnsavedChanges(true);
      setChangeCount((count) => count + 1);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return { revision, hasUnsavedChanges, setHasUnsavedChanges, changeCount };
}

/** The pause while submitting: a ref for saves already queued, state for the auto-save timer. */
function useSavePause(queue: RefObject<Promise<unknown>>) {
  const [isPaused, setIsPaused] = useState(false);
  const paused = useRef(false);

  /** Stops saving and waits for a save already under way. */
  const pause = useCallback(async () => {
    paused.current = true;
    setIsPaused(true);
    await queue.current;
  }, [queue]);

  const resume = useCallback(() => {
    paused.current = false;
    setIsPaused(false);
  }, []);

  return { paused, isPaused, pause, resume };
}

type AutosaveTimer = {
  changeCount: number;
  hasUnsavedChanges: boolean;
  isPaused: boolean;
  save: () => Promise<SaveResult>;
};

function useAutosaveTimer({ changeCount, hasUnsavedChanges, isPaused, save }: AutosaveTimer) {
  useEffect(() => {
    if (!hasUnsavedChanges || isPaused) return;
    // Restarted by every change (changeCount), so it fires 2 s after the last one.
    const timer = setTimeout(() => void save(), WIZARD_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changeCount, hasUnsavedChanges, isPaused, save]);
}

/**
 * The wizard's server-side draft: auto-save 2 s after the last change, explicit
 * saves (button, Ctrl/Cmd+S, each Next), and a pause while submitting so a late
 * save cannot bring back the draft the server deletes on creation.
 */
export function useWizardDraft({ variant, form, currentStep, restored }: DraftOptions) {
  const { saveDraft, deleteDraft, refreshDrafts } = useDraftMutations();

  const [savedAt, setSavedAt] = useState<string | Date | null>(restored?.updatedAt ?? null);
  const [savesInFlight, setSavesInFlight] = useState(0);
  const { revision, hasUnsavedChanges, setHasUnsavedChanges, changeCount } = useFormChanges(form);

  const draftId = useRef<string | null>(restored?.id ?? null);
  // Saves run one after another: two racing upserts could land in the wrong order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { paused, isPaused, pause, resume } = useSavePause(queue);
  const step = useRef(currentStep);
  useEffect(() => {
    step.current = currentStep;
  }, [currentStep]);

  const save = useCallback(
    (atStep?: number): Promise<SaveResult> => {
      if (paused.current) return Promise.resolve('skipped');
      const revisionAtSave = revision.current;
      const input = { variant, data: form.getValues(), currentStep: atStep ?? step.current };
      setSavesInFlight((count) => count + 1);
      const run = queue.current.then(async (): Promise<SaveResult> => {
        try {
          const saved = await saveDraft(input);
          draftId.current = saved.id;
          setSavedAt(saved.updatedAt);
          if (revision.current === revisionAtSave) setHasUnsavedChanges(false);
          refreshDrafts();
          return 'saved';
        } catch (error) {
          // Spec 01 section 8: a failed draft save is only a warning.
          console.warn('Failed to save wizard draft', error);
          return 'failed';
        } finally {
          setSavesInFlight((count) => count - 1);
        }
      });
      queue.current = run;
      return run;
    },
    [form, variant, saveDraft, refreshDrafts, revision, paused, setHasUnsavedChanges],
  );

  useAutosaveTimer({ changeCount, hasUnsavedChanges, isPaused, save });

  /** The Save Draft button and Ctrl/Cmd+S: the user asked, so they hear how it went. */
  const saveWithFeedback = useCallback(async () => {
    const result = await save();
    if (result === 'saved') notifySuccess('Draft saved');
    if (result === 'failed') notifyProblem('Failed to save draft');
  }, [save]);

  /** Start over: the draft is deleted for good, so saving stays paused for this session. */
  const discard = useCallback(async () => {
    await pause();
    try {
      await deleteDraft({ variant });
    } catch (error) {
      console.warn('Failed to delete wizard draft', error);
      notifyProblem('Could not delete the saved draft');
    }
    refreshDrafts();
  }, [pause, deleteDraft, variant, refreshDrafts]);

  return {
    isSaving: savesInFlight > 0,
    isSaved: savedAt !== null && !hasUnsavedChanges,
    save,
    saveWithFeedback,
    pause,
    resume,
    discard,
    getDraftId: () => draftId.current ?? undefined,
  };
}

export type WizardDraft = ReturnType<typeof useWizardDraft>;
