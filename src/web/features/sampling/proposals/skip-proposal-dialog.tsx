import { useState } from 'react';
import { SKIP_REASON_MAX, SkipProposalInput } from '@/shared/sampling/proposals';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSkipProposal } from '../api/use-proposals-actions';
import type { Proposal } from '../api/use-proposals';

type Props = { quarter: string; proposal: Proposal };

function SkipForm({ quarter, proposal, onDone }: Props & { onDone: () => void }) {
  const form = useZodForm(SkipProposalInput, {
    defaultValues: { quarter, measureId: proposal.id, reason: '' },
  });
  const { errors } = form.formState;
  const mutation = useSkipProposal({ onSkipped: onDone });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField
        id={`skip-reason-${proposal.id}`}
        label="Reason"
        isRequired
        hint={`Recorded in the audit log. Up to ${SKIP_REASON_MAX} characters.`}
        error={errors.reason?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} {...form.register('reason')} />}
      </FormField>
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Skipping...' : 'Skip measure'}
        </Button>
      </div>
    </form>
  );
}

/** Skips a proposed measure for the quarter; the reason is required (issue 30 point 6). */
export function SkipProposalDialog({ quarter, proposal }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Skip ${proposal.umr}`}>
          Skip
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Skip ${proposal.umr}?`}
        description={`${proposal.addressLine1}, ${proposal.postcode} will not be proposed again this quarter; the draw proposes the next measure instead.`}
      >
        <SkipForm quarter={quarter} proposal={proposal} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
