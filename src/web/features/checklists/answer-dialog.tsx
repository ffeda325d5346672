import {
  CHECKLIST_ANSWERS,
  CHECKLIST_SEVERITIES,
  answerFieldsFor,
  type ChecklistAnswer,
  type ChecklistSeverity,
} from '@/shared/checklists/catalogue';
import { FieldError } from '@/web/components/field-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useAnswerChecklistItem } from './api/use-checklist-mutations';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useMemo } from 'react';

export type AnswerTarget = {
  itemId: string;
  label: string;
  answer: ChecklistAnswer | null;
  severity: ChecklistSeverity | null;
  comment: string;
  /** False when the question's scheme does not accept N/A: the choice is shown disabled. */
  naAllowed: boolean;
};

const NA_NOT_ALLOWED_HINT = 'Not allowed for this question';

const SEVERITY_HINTS: Record<ChecklistSeverity, string> = {
  'Category 1': 'Category 1 (health and safety): defect, 24 hours to remediate',
  Major: 'Major: defect, 8 weeks to remediate',
  Minor: 'Minor: follow-up, 8 weeks to remediate',
};

/** Pass, Fail, N/A or Unable to validate, with a comment; a Fail asks for its severity. */
export function AnswerDialog({
  inspectionId,
  target,
  onClose,
}: {
  inspectionId: string;
  target: AnswerTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={`Answer ${target.itemId}`} description={target.label}>
          <AnswerForm inspectionId={inspectionId} target={target} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AnswerForm({
  inspectionId,
  target,
  onClose,
}: {
  inspectionId: string;
  target: AnswerTarget;
  onClose: () => void;
}) {
  // The item's own schema: the server refuses N/A the same way where it is not allowed.
  const schema = useMemo(() => answerFieldsFor(target), [target]);
  const form = useZodForm(schema, {
    defaultValues: {
      answer: target.answer ?? undefined,
      severity: target.severity,
      comment: target.comment,
    },
  });
  const { errors } = form.formState;
  const isFail = form.watch('answer') === 'Fail';
  const save = useAnswerChecklistItem({ itemId: target.itemId, onDone: onClose });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) =>
        void form.handleSubmit((values) =>
          save.mutate({ inspectionId, itemId: target.itemId, ...values }),
        )(e)
      }
    >
      <RadioGroup
        id="checklist-answer"
        legend="Answer"
        isRequired
        layout="column"
        options={CHECKLIST_ANSWERS.map((value) =>
          value === 'N/A' && !target.naAllowed
            ? { value, label: value, disabled: true, description: NA_NOT_ALLOWED_HINT }
            : { value, label: value },
        )}
        inputProps={form.register('answer')}
        isInvalid={Boolean(errors.answer)}
        describedBy={errors.answer ? 'checklist-answer-error' : undefined}
      />
      <FieldError id="checklist-answer-error" message={errors.answer?.message} />
      {isFail && (
        <FormField id="checklist-severity" label="Severity" error={errors.severity?.message}>
          {(c) => (
            <Select
              {...fieldAria(c)}
              {...form.register('severity', { setValueAs: (v: string) => (v === '' ? null : v) })}
            >
              <option value="">Choose severity</option>
              {CHECKLIST_SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {SEVERITY_HINTS[severity]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField id="checklist-comment" label="Comment" error={errors.comment?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={3} {...form.register('comment')} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save answer
        </Button>
      </div>
    </form>
  );
}
