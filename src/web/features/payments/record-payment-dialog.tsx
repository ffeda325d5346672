import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { RecordPaymentInput } from '@/shared/payments/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';
import { FieldError } from '@/web/components/field-error';
import { useZodForm } from '@/web/lib/use-zod-form';

type Option = { id: string; name: string };

const fieldProps = (id: string, message: string | undefined) => ({
  id,
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-error` : undefined,
});

/** 'Record Payment': installer, one of its inspections, amount in pounds, due date, description. */
export function RecordPaymentDialog({
  installers,
  onDone,
}: {
  installers: readonly Option[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(RecordPaymentInput, {
    defaultValues: { installerId: '', inspectionId: '', amount: '', dueDate: '', description: '' },
  });
  const { errors } = form.formState;
  const installerId = form.watch('installerId');
  const inspections = useQuery({
    ...trpc.payments.inspectionOptions.queryOptions({ installerId }),
    enabled: installerId !== '',
  });
  const mutation = useMutation(
    trpc.payments.record.mutationOptions({
      onSuccess: async (created) => {
        toast.success(`Payment ${created.reference} recorded`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() });
      },
    }),
  );
  // The server takes the pounds text as typed and re-validates it; the resolver only checks it here.
  const onSubmit = form.handleSubmit(() => mutation.mutate(form.getValues()));

  return (
    <DialogContent
      title="Record Payment"
      description="Record a payment due for an installer's inspection. Amounts are in pounds (GBP)."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <div>
          <Label htmlFor="record-installer">Installer</Label>
          <Select
            className="mt-1"
            {...fieldProps('record-installer', errors.installerId?.message)}
            {...form.register('installerId', {
              onChange: () => form.setValue('inspectionId', ''),
            })}
          >
            <option value="">Choose an installer</option>
            {installers.map((installer) => (
              <option key={installer.id} value={installer.id}>
                {installer.name}
              </option>
            ))}
          </Select>
          <FieldError id="record-installer-error" message={errors.installerId?.message} />
        </div>
        <div>
          <Label htmlFor="record-inspection">Inspection</Label>
          <Select
            className="mt-1"
            disabled={installerId === '' || inspections.isPending}
            {...fieldProps('record-inspection', errors.inspectionId?.message)}
            {...form.register('inspectionId')}
          >
            <option value="">
              {installerId === ''
                ? 'Choose an installer first'
                : inspections.isPending
                  ? 'Loading inspections…'
                  : inspections.data?.length
                    ? 'Choose an inspection'
                    : 'This installer has no inspections'}
            </option>
            {inspections.data?.map((inspection) => (
              <option key={inspection.id} value={inspection.id}>
                {`${inspection.reference} · ${STATUS_LABELS[inspection.status]} · ${inspection.propertyAddress}`}
              </option>
            ))}
          </Select>
          <FieldError id="record-inspection-error" message={errors.inspectionId?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="record-amount">Amount (£)</Label>
            <Input
              className="mt-1"
              inputMode="decimal"
              placeholder="1,234.50"
              {...fieldProps('record-amount', errors.amount?.message)}
              {...form.register('amount')}
            />
            <FieldError id="record-amount-error" message={errors.amount?.message} />
          </div>
          <div>
            <Label htmlFor="record-due">Due date</Label>
            <Input
              className="mt-1"
              type="date"
              {...fieldProps('record-due', errors.dueDate?.message)}
              {...form.register('dueDate')}
            />
            <FieldError id="record-due-error" message={errors.dueDate?.message} />
          </div>
        </div>
        <div>
          <Label htmlFor="record-description">Description</Label>
          <Textarea
            className="mt-1"
            {...fieldProps('record-description', errors.description?.message)}
            {...form.register('description')}
          />
          <FieldError id="record-description-error" message={errors.description?.message} />
        </div>
        {mutation.error && (
          <Alert tone="error" role="alert">
            {describeError(mutation.error).message}
          </Alert>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Recording…' : 'Record Payment'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
