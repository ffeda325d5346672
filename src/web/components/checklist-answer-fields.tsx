import {
  CHECKLIST_ANSWERS,
  CHECKLIST_SEVERITIES,
  answerFieldsFor,
  type ChecklistAnswer,
  type ChecklistSeverity,
} from '@/shared/checklists/catalogue';
import { useMemo } from 'react';
import { FieldError } from '@/web/components/field-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useZodForm } from '@/web/lib/use-zod-form';

/**
 * The answer of one checklist item as a form shows it: used by the inspection page's answer
 * dialog (online, checklists.answer) and the on-site page's (offline, through the outbox), so
 * both ask the same question the same way.
 */
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

/** The item's own form: its schema (N/A refused where not allowed, as the server does) and values. */
export function useAnswerForm(target: AnswerTarget) {
  const schema = useMemo(() => answerFieldsFor(target), [target]);
  return useZodForm(schema, {
    defaultValues: {
      answer: target.answer ?? undefined,
      severity: target.severity,
      comment: target.comment,
    },
  });
}

export type AnswerForm = ReturnType<typeof useAnswerForm>;

/** Pass, Fail, N/A or Unable to validate, with a comment; a Fail asks for its severity. */
export function ChecklistAnswerFields({
  form,
  naAllowed,
}: {
  form: AnswerForm;
  naAllowed: boolean;
}) {
  const { errors } = form.formState;
  const isFail = form.watch('answer') === 'Fail';
  return (
    <>
      <RadioGroup
        id="checklist-answer"
        legend="Answer"
        isRequired
        layout="column"
        options={CHECKLIST_ANSWERS.map((value) =>
          value === 'N/A' && !naAllowed
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
    </>
  );
}
