import { CreateDefectInput } from '@/shared/defects/schemas';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { DefectFields, type DefectFieldName } from './defect-fields';
import { InspectionPicker } from './inspection-picker';
import { useCreateDefect } from './api/use-defect-mutations';
import { useDefectSupport } from './api/use-defect-support';
import { useZodForm } from '@/web/lib/use-zod-form';

type FormInput = z.input<typeof CreateDefectInput>;

const EMPTY: FormInput = {
  inspectionId: '',
  title: '',
  description: '',
  severity: 'medium',
  category: 'installation',
  location: '',
  assigneeId: '',
  dueDate: '',
};

type ReportDefectDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Report New Defect': title and description must not be blank (spec 02 section 5). */
export function ReportDefectDialog({ open, onOpenChange }: ReportDefectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Report New Defect" className="max-w-2xl">
          <ReportDefectForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReportDefectForm({ onDone }: { onDone: () => void }) {
  const support = useDefectSupport();
  const form = useZodForm(CreateDefectInput, {
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const create = useCreateDefect({
    onDone,
    onFieldError: (field, message) => form.setError(field as keyof FormInput, { message }),
  });
  const inspectionId = form.watch('inspectionId') ?? '';
  const onSubmit = form.handleSubmit((values) => create.mutate(values));
  const fieldErrors = Object.fromEntries(
    (
      ['title', 'description', 'severity', 'category', 'location', 'assigneeId', 'dueDate'] as const
    ).map((name) => [name, errors[name]?.message]),
  ) as Record<DefectFieldName, string | undefined>;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <InspectionPicker
        value={inspectionId}
        error={errors.inspectionId?.message}
        onChange={(id) =>
          form.setValue('inspectionId', id, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <DefectFields
        idPrefix="new-defect"
        register={(name) => form.register(name)}
        errors={fieldErrors}
        assignees={support.assignees}
        dueHint={support.dueHint}
      />
      {create.error && Object.keys(readFieldErrors(create.error)).length === 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(create.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Reporting…' : 'Report Defect'}
        </Button>
      </div>
    </form>
  );
}
