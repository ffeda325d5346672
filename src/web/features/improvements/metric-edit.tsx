import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CATEGORY_LABELS,
  COMPUTED_METRICS,
  INITIATIVE_CATEGORIES,
} from '@/shared/improvements/catalogue';
import { UpdateMetricInput } from '@/shared/improvements/inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useDeleteMetric, useSetMetricTarget, useUpdateMetric } from './api/use-metric-actions';
import { LabelOptions } from './label-options';
import type { KeyMetric } from './types';

function EditMetricForm({ metric, onDone }: { metric: KeyMetric; onDone: () => void }) {
  const form = useZodForm(UpdateMetricInput, {
    defaultValues: {
      id: metric.id,
      name: metric.name,
      unit: metric.unit,
      category: metric.category,
      target: metric.target,
      higherIsBetter: metric.higherIsBetter,
    },
  });
  const update = useUpdateMetric({ onSaved: onDone });
  const errors = form.formState.errors;
  const id = (field: string) => `edit-metric-${field}`;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => void form.handleSubmit((v) => update.mutate(v))(e)}
    >
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id('target')} label="Target" error={errors.target?.message}>
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              step="any"
              {...form.register('target', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id={id('unit')} label="Unit" error={errors.unit?.message}>
          {(c) => <Input {...fieldAria(c)} {...form.register('unit')} />}
        </FormField>
      </div>
      <FormField id={id('category')} label="Category">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('category')}>
            <LabelOptions values={INITIATIVE_CATEGORIES} labels={CATEGORY_LABELS} />
          </Select>
        )}
      </FormField>
      <FormField id={id('higher-is-better')} label="Higher is better" layout="inline">
        {(c) => <input {...fieldAria(c)} type="checkbox" {...form.register('higherIsBetter')} />}
      </FormField>
      {update.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(update.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Metric'}
        </Button>
      </div>
    </form>
  );
}

/** Edit (rename, unit, category, target, direction) and Delete of a hand-entered metric. */
export function ManualMetricActions({ metric }: { metric: KeyMetric }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMetric({ onDeleted: () => setDeleting(false) });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${metric.name}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Delete ${metric.name}`}
        onClick={() => {
          remove.reset();
          setDeleting(true);
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
      <Dialog open={editing} onOpenChange={setEditing}>
        {editing && (
          <DialogContent title={`Edit Metric "${metric.name}"`}>
            <EditMetricForm metric={metric} onDone={() => setEditing(false)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete metric "${metric.name}"?`}
        description="Every value recorded for it (its history) is deleted with it. This cannot be undone."
        confirmLabel="Delete Metric"
        closesOnConfirm={false}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate({ id: metric.id })}
        error={
          remove.error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {describeError(remove.error).message}
            </p>
          )
        }
      />
    </div>
  );
}

/** A computed metric's target, per tenant (its name and value come from the product's data). */
export function ComputedTargetForm({ metric }: { metric: KeyMetric }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(String(metric.target));
  const save = useSetMetricTarget(metric.name, { onSaved: () => setOpen(false) });
  const key = COMPUTED_METRICS.find((k) => k === metric.id);
  if (!key) return null;
  if (!open) {
    return (
      <Button
        variant="link"
        size="sm"
        className="self-start px-0"
        aria-label={`Edit target of ${metric.name}`}
        onClick={() => {
          setValue(String(metric.target));
          save.reset();
          setOpen(true);
        }}
      >
        Edit target
      </Button>
    );
  }
  return (
    <form
      className="space-y-2 border-t border-slate-100 pt-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() !== '') save.mutate({ key, target: Number(value) });
      }}
    >
      <div className="flex items-end gap-2">
        <FormField
          id={`target-${metric.id}`}
          label={`Target${metric.unit ? ` (${metric.unit})` : ''}`}
          className="flex-1"
        >
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              step="any"
              min={0}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="sm" disabled={value.trim() === '' || save.isPending}>
          Save Target
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(save.error).message}
        </p>
      )}
    </form>
  );
}
