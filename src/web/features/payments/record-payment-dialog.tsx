import type { UseFormRegisterReturn } from 'react-hook-form';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { RecordPaymentInput } from '@/shared/payments/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria, type FieldControl } from '@/web/components/form-field';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useRecordPayment } from './api/use-payment-actions';
import { usePaymentInspectionOptions } from './api/use-payment-queries';

type Option = { id: string; name: string };

/** 'Record Payment': installer, one of its inspections, amount in pounds, due date, description. */
export function RecordPaymentDialog({
  installers,
  onDone,
}: {
  installers: readonly Option[];
  onDone: () => void;
}) {
  const form = useZodForm(RecordPaymentInput, {
    defaultValues: { installerId: '', inspectionId: '', amount: '', dueDate: '', description: '' },
  });
  const { errors } = form.formState;
  const installerId = form.watch('installerId');
  const mutation = useRecordPayment({ onRecorded: onDone });
  // The server takes the pounds text as typed and re-validates it; the resolver only checks it here.
  const onSubmit = form.handleSubmit(() => mutation.mutate(form.getValues()));

  return (
    <DialogContent
      title="Record Payment"
      description="Record a payment due for an installer's inspection. Amounts are in pounds (GBP)."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField id="record-installer" label="Installer" error={errors.installerId?.message}>
          {(c) => (
            <Select
              {...fieldAria(c)}
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
          )}
        </FormField>
        <FormField id="record-inspection" label="Inspection" error={errors.inspectionId?.message}>
          {(c) => (
            <InspectionSelect
              control={c}
              installerId={installerId}
              field={form.register('inspectionId')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="record-amount" label="Amount (£)" error={errors.amount?.message}>
            {(c) => (
              <Input
                inputMode="decimal"
                placeholder="1,234.50"
                {...fieldAria(c)}
                {...form.register('amount')}
              />
            )}
          </FormField>
          <FormField id="record-due" label="Due date" error={errors.dueDate?.message}>
            {(c) => <Input type="date" {...fieldAria(c)} {...form.register('dueDate')} />}
          </FormField>
        </div>
        <FormField id="record-description" label="Description" error={errors.description?.message}>
          {(c) => <Textarea {...fieldAria(c)} {...form.register('description')} />}
        </FormField>
        <RecordFooter error={mutation.error} isPending={mutation.isPending} />
      </form>
    </DialogContent>
  );
}

/** The server's refusal, then Cancel and Record Payment. */
function RecordFooter({ error, isPending }: { error: unknown; isPending: boolean }) {
  return (
    <>
      {error ? (
        <Alert tone="error" role="alert">
          {describeError(error).message}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Recording…' : 'Record Payment'}
        </Button>
      </div>
    </>
  );
}

/** The chosen installer's inspections; its first option says why the list is empty. */
function InspectionSelect({
  control,
  installerId,
  field,
}: {
  control: FieldControl;
  installerId: string;
  field: UseFormRegisterReturn<'inspectionId'>;
}) {
  const inspections = usePaymentInspectionOptions(installerId);
  return (
    <Select
      disabled={installerId === '' || inspections.isPending}
      {...fieldAria(control)}
      {...field}
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
  );
}
