import { useState, type FormEvent } from 'react';
import {
  REMEDIATION_NOTE_MAX,
  SubmitRemediationInput,
} from '@/shared/installer-portal/remediations';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { useSubmitRemediation, type PortalRemediation } from './api/use-portal-remediations';
import { RemediationFilesField } from './remediation-files-field';

/**
 * Add photos and PDFs of the fix (several at once, stored as soon as chosen), say what was done
 * and submit. The note is checked with the server's own schema before it is sent.
 */
export function RemediationForm({ item }: { item: PortalRemediation }) {
  const key = `${item.inspectionId}-${item.itemId}`.replace(/[^A-Za-z0-9-]/g, '-');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const submit = useSubmitRemediation();
  const isOverdue = new Date(item.dueAt).getTime() < Date.now();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SubmitRemediationInput.safeParse({
      inspectionId: item.inspectionId,
      itemId: item.itemId,
      note,
    });
    if (!parsed.success) return setNoteError(parsed.error.issues[0]?.message);
    setNoteError(undefined);
    submit.mutate(parsed.data, { onSuccess: () => setNote('') });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Remediation of ${item.itemId}`}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <RemediationFilesField item={item} fieldId={`${key}-files`} />
      <FormField
        id={`${key}-note`}
        label="What was done"
        isRequired
        error={noteError}
        hint={`Up to ${REMEDIATION_NOTE_MAX} characters.`}
      >
        {(c) => (
          <Textarea
            id={c.id}
            aria-describedby={c.describedBy}
            aria-invalid={c.isInvalid || undefined}
            aria-required
            rows={3}
            maxLength={REMEDIATION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {isOverdue && (
        <p className="text-sm font-medium text-red-700">
          The deadline has passed. You can still submit, but it will be marked late and can only be
          accepted if a coordinator overrides the lateness.
        </p>
      )}
      <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? 'Submitting…' : 'Submit remediation'}
      </Button>
    </form>
  );
}
