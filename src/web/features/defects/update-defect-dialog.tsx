import {
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUSES,
  DEFECT_STATUS_LABELS,
  type DefectSeverity,
  type DefectStatus,
} from '@/shared/defects/catalogue';
import { UpdateDefectInput } from '@/shared/defects/schemas';
import { formatDateTime } from '@/shared/format';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { RemediationClocks } from '../checklists/remediation-clocks';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { DefectRow } from './defect-types';
import { useUpdateDefect } from './api/use-defect-mutations';
import { useDefectSupport } from './api/use-defect-support';

export type UpdateTarget = { row: DefectRow; opener: HTMLElement | null };

type Values = {
  status: DefectStatus;
  severity: DefectSeverity;
  assigneeId: string;
  dueDate: string;
};

/** Status (open, in progress, resolved; reopening allowed), assignee, severity and due date. */
export function UpdateDefectDialog({
  target,
  onClose,
}: {
  target: UpdateTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={`Update ${target.row.reference}`}
          description={target.row.title}
          onCloseAutoFocus={(event) => {
            if (!target.opener?.isConnected) return;
            event.preventDefault();
            target.opener.focus();
          }}
        >
          <RemediationClocks filter={{ defectId: target.row.id }} />
          <UpdateDefectForm key={target.row.id} row={target.row} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The form's values and its submit: only changed fields are sent, checked by the server's schema. */
function useUpdateDefectForm(row: DefectRow, onDone: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      status: row.status,
      severity: row.severity,
      assigneeId: row.assigneeId ?? '',
      dueDate: '',
    },
  });
  const update = useUpdateDefect({ onDone, onProblem: setProblem });
  const onSubmit = form.handleSubmit((values) => {
    const payload = {
      id: row.id,
      ...(values.status !== row.status ? { status: values.status } : {}),
      ...(values.severity !== row.severity ? { severity: values.severity } : {}),
      ...(values.assigneeId !== (row.assigneeId ?? '')
        ? { assigneeId: values.assigneeId || null }
        : {}),
      ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    };
    // The same schema the server applies: 'Change at least one field', a real date.
    const checked = UpdateDefectInput.safeParse(payload);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setProblem(null);
    update.mutate(payload);
  });
  return { form, problem, update, onSubmit };
}

function UpdateDefectForm({ row, onDone }: { row: DefectRow; onDone: () => void }) {
  const { form, problem, update, onSubmit } = useUpdateDefectForm(row, onDone);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <UpdateDefectFields row={row} register={form.register} />
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

function UpdateDefectFields({
  row,
  register,
}: {
  row: DefectRow;
  register: UseFormRegister<Values>;
}) {
  const support = useDefectSupport();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="defect-update-status" label="Status">
        {(c) => (
          <Select id={c.id} {...register('status')}>
            {DEFECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {DEFECT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="defect-update-severity" label="Severity">
        {(c) => (
          <Select id={c.id} {...register('severity')}>
            {DEFECT_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {DEFECT_SEVERITY_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="defect-update-assignee" label="Assignee">
        {(c) => (
          <Select id={c.id} {...register('assigneeId')}>
            <option value="">Unassigned</option>
            {support.assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="defect-update-due"
        label="New due date"
        hint={`Now due ${formatDateTime(row.dueDate)}`}
      >
        {(c) => (
          <Input id={c.id} aria-describedby={c.describedBy} type="date" {...register('dueDate')} />
        )}
      </FormField>
    </div>
  );
}
