import { SetQuestionRulesInput } from '@/shared/checklists/catalogue';
import {
  QUESTION_STAGE_LABELS,
  QUESTION_STAGES,
  type QuestionStage,
} from '@/shared/checklists/question-rules';
import { useState } from 'react';
import { FieldError } from '@/web/components/field-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Select } from '@/web/components/ui/select';
import { useSetQuestionRules } from './api/use-checklist-mutations';

export type QuestionRulesTarget = {
  itemId: string;
  label: string;
  naAllowed: boolean;
  inspectionStage: QuestionStage;
};

/**
 * An administrator changes whether a question accepts N/A and the stage it is asked at. The
 * change is a new catalogue version from today: checklists already started keep theirs.
 */
export function QuestionRulesDialog({
  target,
  onClose,
}: {
  target: QuestionRulesTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={`Rules of ${target.itemId}`}
          description={`${target.label}. Saving publishes a new version in force from today; checklists already started keep theirs.`}
        >
          <QuestionRulesForm target={target} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function QuestionRulesForm({
  target,
  onClose,
}: {
  target: QuestionRulesTarget;
  onClose: () => void;
}) {
  const [naAllowed, setNaAllowed] = useState(target.naAllowed);
  const [stage, setStage] = useState<QuestionStage>(target.inspectionStage);
  const [error, setError] = useState<string | undefined>();
  const save = useSetQuestionRules({ onDone: onClose, onProblem: setError });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = SetQuestionRulesInput.safeParse({
          itemId: target.itemId,
          naAllowed,
          inspectionStage: stage,
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        save.mutate(parsed.data);
      }}
    >
      <FormField id="question-stage" label="Asked at">
        {(c) => (
          <Select
            {...fieldAria(c)}
            value={stage}
            onChange={(e) => setStage(QUESTION_STAGES.find((s) => s === e.target.value) ?? 'both')}
          >
            {QUESTION_STAGES.map((s) => (
              <option key={s} value={s}>
                {QUESTION_STAGE_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="question-na-allowed" label="N/A allowed" layout="inline">
        {(c) => (
          <Checkbox
            {...fieldAria(c)}
            checked={naAllowed}
            onChange={(e) => setNaAllowed(e.target.checked)}
          />
        )}
      </FormField>
      <FieldError id="question-rules-error" message={error} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save rules
        </Button>
      </div>
    </form>
  );
}
