import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { useCreateEscalation } from '../api/use-monitoring-actions';
import { InstallerPicker } from '../shared/installer-picker';
import { EscalationFields } from './escalation-fields';
import { ESCALATION_FORM_DEFAULTS, EscalationForm } from './escalation-form';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

function NewEscalationForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(EscalationForm, {
    defaultValues: ESCALATION_FORM_DEFAULTS,
  });
  const mutation = useCreateEscalation({ onCreated: onDone });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Controller
        control={form.control}
        name="installerId"
        render={({ field, fieldState }) => (
          <InstallerPicker
            id="new-escalation-installer"
            monitoringType=""
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <EscalationFields form={form} />
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
          {mutation.isPending ? 'Creating...' : 'Create Escalation'}
        </Button>
      </div>
    </form>
  );
}

export function NewEscalationDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Escalation
        </Button>
      </DialogTrigger>
      <DialogContent title="New Escalation" description="Open an escalation case for an installer.">
        <NewEscalationForm onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
