import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MergeTicketInput } from '@/shared/support/ticket-inputs';
import { buildSupportTicketPath } from '@/web/app/paths';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { useMergeTicket } from './api/use-ticket-actions';
import type { TicketDetail } from './types';

/** Merge this ticket, a duplicate, into the one to keep (by its reference), after confirming. */
export function MergeTicket({ ticket }: { ticket: TicketDetail }) {
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const merge = useMergeTicket({
    mergedReference: ticket.reference,
    onMerged: (original) => navigate(buildSupportTicketPath(original.id)),
  });
  const check = () => {
    const parsed = MergeTicketInput.safeParse({ id: ticket.id, intoReference: reference });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) setIsConfirming(true);
  };
  return (
    <div className="border-t border-slate-200 pt-4">
      <FormField id="merge-into" label="Merge into ticket" error={error}>
        {(c) => (
          <div className="flex gap-2">
            <Input
              {...fieldAria(c)}
              placeholder="SUPP-2026-001"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
            <Button variant="secondary" disabled={!reference.trim()} onClick={check}>
              Merge
            </Button>
          </div>
        )}
      </FormField>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Merge ${ticket.reference} into ${reference.trim().toUpperCase()}?`}
        description="Its replies and notes move to that ticket, and this one is closed and points there. This cannot be undone."
        confirmLabel="Merge"
        isPending={merge.isPending}
        closesOnConfirm={false}
        error={merge.error ? describeError(merge.error).message : undefined}
        onConfirm={() => merge.mutate({ id: ticket.id, intoReference: reference })}
      />
    </div>
  );
}
