import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_TYPES,
  FOLLOWUP_TYPE_LABELS,
} from '@/shared/followups/catalogue';
import { CreateFollowupInput } from '@/shared/followups/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useTRPC } from '@/web/lib/trpc';
import { InspectionPicker } from '../defects/inspection-picker';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { FieldError } from '@/web/components/field-error';
import { useZodForm } from '@/web/lib/use-zod-form';

type FormInput = z.input<typeof CreateFollowupInput>;

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
  const trpc = useTRPC();
  const assignees = useQuery(trpc.followups.assignees.queryOptions());
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
  const create = useMutation(
    trpc.followups.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Follow-up created');
        await onDone();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(readFieldErrors(error))) {
          form.setError(field as keyof FormInput, { message });
        }
      },
    }),
  );
  const field = (
    name: 'type' | 'title' | 'description' | 'priority' | 'assigneeId' | 'dueDate',
  ) => ({
    id: `followup-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `followup-${name}-error` : undefined,
    ...form.register(name),
  });
  const error = (name: keyof FormInput) => (
    <FieldError id={`followup-${name}-error`} message={errors[name]?.message} />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="followup-type">Type</Label>
          <Select className="mt-1" {...field('type')}>
            {FOLLOWUP_TYPES.map((t) => (
              <option key={t} value={t}>
                {FOLLOWUP_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
          {error('type')}
        </div>
        <div>
          <Label htmlFor="followup-priority">Priority</Label>
          <Select className="mt-1" {...field('priority')}>
            {FOLLOWUP_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {FOLLOWUP_PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
          {error('priority')}
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="followup-title">Title</Label>
          <Input className="mt-1" required {...field('title')} />
          {error('title')}
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="followup-description">Description</Label>
          <Textarea className="mt-1" rows={3} {...field('description')} />
          {error('description')}
        </div>
        <div>
          <Label htmlFor="followup-assigneeId">Assignee</Label>
          <Select className="mt-1" {...field('assigneeId')}>
            <option value="">Unassigned</option>
            {(assignees.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
          {error('assigneeId')}
        </div>
        <div>
          <Label htmlFor="followup-dueDate">Due date</Label>
          <Input type="date" className="mt-1" required {...field('dueDate')} />
          {error('dueDate')}
        </div>
      </div>
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

/** The picked inspection id as the picker needs it ('' for none). */
function readInspectionId(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
