import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATEGORY_LABELS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_DEFAULTS,
  INITIATIVE_PRIORITIES,
  INITIATIVE_STATUS_LABELS,
  INITIATIVE_STATUSES,
  PRIORITY_LABELS,
} from '@/shared/improvements/catalogue';
import { CreateInitiativeInput } from '@/shared/improvements/inputs';
import { FieldError } from '@/web/components/field-error';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateInitiative, useUpdateInitiative } from './api/use-initiative-actions';
import { useImprovementOwners } from './api/use-improvement-queries';
import type { InitiativeCard } from './types';

const DEFAULTS = {
  title: '',
  description: '',
  category: INITIATIVE_DEFAULTS.category,
  priority: INITIATIVE_DEFAULTS.priority,
  status: INITIATIVE_DEFAULTS.status,
  progress: INITIATIVE_DEFAULTS.progress,
  expectedImpact: '',
  startDate: '',
  targetDate: '',
  ownerId: '',
  resources: '',
};

type Values = z.output<typeof CreateInitiativeInput>;

const valuesOf = (i: InitiativeCard) => ({
  title: i.title,
  description: i.description,
  category: i.category,
  priority: i.priority,
  status: i.status,
  progress: i.progress,
  expectedImpact: i.expectedImpact,
  startDate: i.startDate ?? '',
  targetDate: i.targetDate ?? '',
  ownerId: i.ownerId ?? '',
  resources: i.resources,
});

function InitiativeForm({
  editing,
  onDone,
}: {
  editing: InitiativeCard | null;
  onDone: () => void;
}) {
  const owners = useImprovementOwners();
  // One schema for both: editing sends the same fields with the initiative's id.
  const form = useZodForm(CreateInitiativeInput, {
    defaultValues: editing ? valuesOf(editing) : DEFAULTS,
  });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const create = useCreateInitiative({
    onCreated: () => {
      form.reset(DEFAULTS);
      onDone();
    },
  });
  const update = useUpdateInitiative({ onSaved: onDone });
  const mutation = editing ? update : create;
  const errors = form.formState.errors;
  // Spec 02 section 5: title and description non-blank, the button disabled otherwise.
  const isBlank = !title?.trim() || !description?.trim();
  const submit = (values: Values) => {
    if (editing) update.mutate({ ...values, id: editing.id });
    else create.mutate(values);
  };
  const field = (name: keyof typeof DEFAULTS) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `initiative-${name}-error` : undefined,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4"
    >
      <div>
        <Label htmlFor="initiative-title">Title</Label>
        <Input
          id="initiative-title"
          className="mt-1"
          {...field('title')}
          {...form.register('title')}
        />
        <FieldError id="initiative-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="initiative-category">Category</Label>
          <Select id="initiative-category" className="mt-1" {...form.register('category')}>
            {INITIATIVE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="initiative-priority">Priority</Label>
          <Select id="initiative-priority" className="mt-1" {...form.register('priority')}>
            {INITIATIVE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="initiative-status">Status</Label>
          <Select id="initiative-status" className="mt-1" {...form.register('status')}>
            {INITIATIVE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INITIATIVE_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="initiative-progress">Progress (%)</Label>
          <Input
            id="initiative-progress"
            type="number"
            min={0}
            max={100}
            className="mt-1"
            {...field('progress')}
            {...form.register('progress', { valueAsNumber: true })}
          />
          <FieldError id="initiative-progress-error" message={errors.progress?.message} />
        </div>
        <div>
          <Label htmlFor="initiative-startDate">Start date</Label>
          <Input
            id="initiative-startDate"
            type="date"
            className="mt-1"
            {...field('startDate')}
            {...form.register('startDate')}
          />
          <FieldError id="initiative-startDate-error" message={errors.startDate?.message} />
        </div>
        <div>
          <Label htmlFor="initiative-targetDate">Target date</Label>
          <Input
            id="initiative-targetDate"
            type="date"
            className="mt-1"
            {...field('targetDate')}
            {...form.register('targetDate')}
          />
          <FieldError id="initiative-targetDate-error" message={errors.targetDate?.message} />
        </div>
      </div>
      <div>
        <Label htmlFor="initiative-ownerId">Owner</Label>
        <Select id="initiative-ownerId" className="mt-1" {...form.register('ownerId')}>
          <option value="">No owner yet</option>
          {owners.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="initiative-description">Description</Label>
        <Textarea
          id="initiative-description"
          className="mt-1"
          rows={4}
          {...field('description')}
          {...form.register('description')}
        />
        <FieldError id="initiative-description-error" message={errors.description?.message} />
      </div>
      <div>
        <Label htmlFor="initiative-expectedImpact">Expected impact</Label>
        <Input
          id="initiative-expectedImpact"
          className="mt-1"
          {...field('expectedImpact')}
          {...form.register('expectedImpact')}
        />
        <FieldError id="initiative-expectedImpact-error" message={errors.expectedImpact?.message} />
      </div>
      <div>
        <Label htmlFor="initiative-resources">Resources</Label>
        <Input
          id="initiative-resources"
          className="mt-1"
          {...field('resources')}
          {...form.register('resources')}
        />
        <FieldError id="initiative-resources-error" message={errors.resources?.message} />
      </div>
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
        <Button type="submit" disabled={isBlank || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : editing ? 'Save Changes' : 'Create Initiative'}
        </Button>
      </div>
    </form>
  );
}

/** 'New Initiative' (editing null) or 'Edit Initiative'. */
export function InitiativeFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: InitiativeCard | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={editing ? `Edit Initiative ${editing.reference}` : 'New Initiative'}
          description="Title and description are required."
        >
          <InitiativeForm editing={editing} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
