import { SetMonitoringTypeInput } from '@/shared/installers/schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { useMoveToEnhanced } from '../api/use-monitoring-actions';
import { InstallerPicker } from '../shared/installer-picker';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

// The procedure's own schema, with a message for "nothing chosen" instead of Zod's UUID wording.
const AddToEnhancedForm = SetMonitoringTypeInput.extend({
  id: z.string().uuid('Choose an installer'),
  monitoringType: z.literal('Enhanced'),
});

function AddToEnhancedFormBody({ onDone }: { onDone: () => void }) {
  const form = useZodForm(AddToEnhancedForm, {
    defaultValues: { id: '', monitoringType: 'Enhanced', reason: '' },
  });
  const { errors } = form.formState;
  const mutation = useMoveToEnhanced({ onMoved: onDone });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Controller
        control={form.control}
        name="id"
        render={({ field }) => (
          <InstallerPicker
            id="add-enhanced-installer"
            monitoringType="Standard"
            value={field.value}
            onChange={field.onChange}
            error={errors.id?.message}
          />
        )}
      />
      <FormField id="add-enhanced-reason" label="Reason" error={errors.reason?.message}>
        {(c) => <Textarea {...fieldAria(c)} required {...form.register('reason')} />}
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
          {mutation.isPending ? 'Adding...' : 'Add to Enhanced'}
        </Button>
      </div>
    </form>
  );
}

/** Moves a Standard installer to Enhanced monitoring with a reason (installers.setMonitoringType). */
export function AddToEnhancedDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add to Enhanced
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add to Enhanced"
        description="Choose a Standard installer and say why it needs Enhanced monitoring."
      >
        {/* Radix unmounts closed content, so every opening starts from an empty form. */}
        <AddToEnhancedFormBody onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
