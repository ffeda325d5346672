import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_TYPES,
  FOLLOWUP_TYPE_LABELS,
} from '@/shared/followups/catalogue';
import { CreateFollowupInput } from '@/shared/followups/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { InspectionPicker } from '../defects/inspection-picker';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateFollowup, useFollowupAssignees } from './api/use-followup-queries';

type FormInput = z.input<typeof CreateFollowupInput>;
type FollowupForm = UseFormReturn<FormInput, unknown, z.output<typeof CreateFollowupInput>>;

type NewFollowupDialogProps = {
  open: boolean;
  canLinkInspection: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => Promise<unknown>;
};

/** 'New Follow-up'. */
export function NewFollowupDialog({
  open,
  canLinkInspection,
  onOpenChange,
  onCreated,
}: NewFollowupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="New Follow-up" className="max-w-2xl">
          <NewFollowupForm
            canLinkInspection={canLinkInspection}
            onDone={async () => {
              onOpenChange(false);
              await onCreated();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function NewFollowupForm({
  canLinkInspection,
  onDone,
}: {
  canLinkInspection: boolean;
  onDone: () => Promise<void>;
}) {
  const form = useZodForm(CreateFollowupInput, {
    defaultValues: {
      type: 'documentation',
      title: '',
      description: '',
      priority: 'medium',
      assigneeId: '',
      dueDate: '',
      inspectionId: '',
    },
  });
  const { errors } = form.formState;
  const create = useCreateFollowup({
    onCreated: onDone,
    onFieldError: (field, message) => form.setError(field as keyof FormInput, { message }),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}
    >
      <FollowupFields form={form} />
      {canLinkInspection && (
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            Related inspection (optional)
          </summary>
          <div className="mt-3">
            <InspectionPicker
              value={readInspectionId(form.watch('inspectionId'))}
              error={errors.inspectionId?.message}
              onChange={(id) => form.setValue('inspectionId', id)}
            />
          </div>
        </details>
      )}
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
          {create.isPending ? 'Creating…' : 'Create Follow-up'}
        </Button>
      </div>
    </form>
  );
}

type FieldName = 'type' | 'title' | 'description' | 'priority' | 'assigneeId' | 'dueDate';

/** Type, priority, title, description, assignee and due date, each with its message. */
function FollowupFields({ form }: { form: FollowupForm }) {
  const assignees = useFollowupAssignees();
  const { errors } = form.formState;
  const props = (name: FieldName) => ({ id: `followup-${name}`, error: errors[name]?.message });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...props('type')} label="Type">
        {(control) => (
          <Select {...fieldAria(control)} {...form.register('type')}>
            {FOLLOWUP_TYPES.map((t) => (
              <option key={t} value={t}>
                {FOLLOWUP_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...props('priority')} label="Priority">
        {(control) => (
          <Select {...fieldAria(control)} {...form.register('priority')}>
            {FOLLOWUP_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {FOLLOWUP_PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...props('title')} label="Title" className="sm:col-span-2">
        {(control) => <Input {...fieldAria(control)} required {...form.register('title')} />}
      </FormField>
      <FormField {...props('description')} label="Description" className="sm:col-span-2">
        {(control) => (
          <Textarea {...fieldAria(control)} rows={3} {...form.register('description')} />
        )}
      </FormField>
      <FormField {...props('assigneeId')} label="Assignee">
        {(control) => (
          <Select {...fieldAria(control)} {...form.register('assigneeId')}>
            <option value="">Unassigned</option>
            {(assignees.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField {...props('dueDate')} label="Due date">
        {(control) => (
          <Input {...fieldAria(control)} type="date" required {...form.register('dueDate')} />
        )}
      </FormField>
    </div>
  );
}

/** The picked inspection id as the picker needs it ('' for none). */
function readInspectionId(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
