import { CreateDefectsFromInspectionInput, MAX_DEFECTS_PER_RAISE } from '@/shared/defects/schemas';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { DefectFields, type DefectFieldName } from './defect-fields';
import type { InspectionOption } from './defect-types';
import { useRaiseDefects } from './api/use-defect-mutations';
import { useInspectionOptions } from './api/use-defect-queries';
import { useDefectSupport } from './api/use-defect-support';
import { useZodForm } from '@/web/lib/use-zod-form';

const blankDefect = (description = '') => ({
  title: '',
  description,
  severity: 'medium' as const,
  category: 'installation' as const,
  location: '',
  assigneeId: '',
  dueDate: '',
});

const DEFECT_FIELD_NAMES = [
  'title',
  'description',
  'severity',
  'category',
  'location',
  'assigneeId',
  'dueDate',
] as const satisfies readonly DefectFieldName[];

/** One row's messages by field name, as DefectFields takes them. */
function rowErrors(row: Partial<Record<DefectFieldName, { message?: string }>> | undefined) {
  return Object.fromEntries(
    DEFECT_FIELD_NAMES.map((name) => [name, row?.[name]?.message]),
  ) as Record<DefectFieldName, string | undefined>;
}

type RaiseDefectsDialogProps = { inspectionId: string; onClose: () => void };

/** 'Raise defects' for one inspection (offered after a failed or defective inspection). */
export function RaiseDefectsDialog({ inspectionId, onClose }: RaiseDefectsDialogProps) {
  const inspection = useInspectionOptions({ search: '', id: inspectionId });
  const found = inspection.data?.[0];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Raise defects"
        description={found ? `${found.reference} · ${found.propertyAddress}` : undefined}
        className="max-w-3xl"
      >
        {inspection.isPending ? (
          <Spinner label="Loading the inspection" />
        ) : !found ? (
          <div className="space-y-4">
            <p role="alert" className="text-sm text-red-800">
              {inspection.error ? describeError(inspection.error).message : 'Inspection not found.'}
            </p>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </div>
        ) : (
          <RaiseDefectsForm inspection={found} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RaiseDefectsForm({
  inspection,
  onDone,
}: {
  inspection: InspectionOption;
  onDone: () => void;
}) {
  const support = useDefectSupport();
  const form = useZodForm(CreateDefectsFromInspectionInput, {
    defaultValues: {
      inspectionId: inspection.id,
      defects: [blankDefect(inspection.defectDetails ?? '')],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'defects' });
  const raise = useRaiseDefects({ onDone });
  const errors = form.formState.errors.defects;
  const onSubmit = form.handleSubmit((values) => raise.mutate(values));

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <p className="text-sm text-slate-700">
        Status: {STATUS_LABELS[inspection.status]}. Each defect opens a follow-up to track its
        resolution.
      </p>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Defect {index + 1}</legend>
          <DefectFields
            idPrefix={`raise-${index}`}
            register={(name) => form.register(`defects.${index}.${name}`)}
            errors={rowErrors(errors?.[index])}
            assignees={support.assignees}
            dueHint={support.dueHint}
          />
          {rows.fields.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove defect {index + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {errors?.root?.message && <p className="text-sm text-red-700">{errors.root.message}</p>}
      {raise.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(raise.error).message}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          disabled={rows.fields.length >= MAX_DEFECTS_PER_RAISE}
          onClick={() => rows.append(blankDefect())}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add another defect
        </Button>
        <div className="flex gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Not now</Button>
          </DialogClose>
          <Button type="submit" disabled={raise.isPending}>
            {raise.isPending
              ? 'Raising…'
              : rows.fields.length === 1
                ? 'Raise 1 defect'
                : `Raise ${rows.fields.length} defects`}
          </Button>
        </div>
      </div>
    </form>
  );
}
