import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { CATEGORY_LABELS, INITIATIVE_CATEGORIES } from '@/shared/improvements/catalogue';
import { CreateMetricInput } from '@/shared/improvements/inputs';
import { FieldError } from '@/web/components/field-error';
import { ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateMetric, useRecordMetric } from './api/use-metric-actions';
import { useKeyMetrics, useMetricHistory } from './api/use-improvement-queries';
import { MetricCard } from './metric-card';
import { ComputedTargetForm, ManualMetricActions } from './metric-edit';
import type { KeyMetric } from './types';

/** A hand-entered metric: record a new value and see its history. */
function ManualMetricControls({ metric, canManage }: { metric: KeyMetric; canManage: boolean }) {
  const [value, setValue] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const history = useMetricHistory(metric.id, showHistory);
  const record = useRecordMetric(metric.name, { onRecorded: () => setValue('') });
  const id = `metric-value-${metric.id}`;
  return (
    <div className="space-y-2 border-t border-slate-100 pt-2">
      {canManage && <ManualMetricActions metric={metric} />}
      {canManage && (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim() !== '') record.mutate({ id: metric.id, value: Number(value) });
          }}
        >
          <div className="flex-1">
            <Label htmlFor={id}>New value</Label>
            <Input
              id={id}
              type="number"
              step="any"
              className="mt-1"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={value.trim() === '' || record.isPending}>
            Record
          </Button>
        </form>
      )}
      {record.error && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(record.error).message}
        </p>
      )}
      <Button variant="link" size="sm" onClick={() => setShowHistory((s) => !s)}>
        {showHistory ? 'Hide history' : 'Show history'}
      </Button>
      {showHistory &&
        (history.isPending ? (
          <Spinner label="Loading history" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {describeError(history.error).message}
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-slate-600">No values recorded yet.</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-700">
            {history.data.map((r) => (
              <li key={r.recordedAt}>
                {formatDateTime(r.recordedAt)}: {r.value}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

const METRIC_DEFAULTS = {
  name: '',
  unit: '',
  category: 'efficiency' as const,
  target: 0,
  higherIsBetter: true,
};

function NewMetricForm() {
  const form = useZodForm(CreateMetricInput, { defaultValues: METRIC_DEFAULTS });
  const create = useCreateMetric({ onCreated: () => form.reset(METRIC_DEFAULTS) });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="Add a metric"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}
    >
      <div>
        <Label htmlFor="metric-name">Name</Label>
        <Input id="metric-name" className="mt-1" {...form.register('name')} />
        <FieldError id="metric-name-error" message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor="metric-target">Target</Label>
        <Input
          id="metric-target"
          type="number"
          step="any"
          className="mt-1"
          {...form.register('target', { valueAsNumber: true })}
        />
        <FieldError id="metric-target-error" message={errors.target?.message} />
      </div>
      <div>
        <Label htmlFor="metric-unit">Unit</Label>
        <Input id="metric-unit" className="mt-1" {...form.register('unit')} />
      </div>
      <div>
        <Label htmlFor="metric-category">Category</Label>
        <Select id="metric-category" className="mt-1" {...form.register('category')}>
          {INITIATIVE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" {...form.register('higherIsBetter')} />
          Higher is better
        </label>
        <Button type="submit" size="sm" disabled={create.isPending}>
          Add Metric
        </Button>
      </div>
      {create.error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {describeError(create.error).message}
        </p>
      )}
    </form>
  );
}

export function MetricsTab({ canManage }: { canManage: boolean }) {
  const metrics = useKeyMetrics();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Measured metrics compare the last 30 days with the 30 days before; the bar is the current
        value divided by the target.
      </p>
      {canManage && <NewMetricForm />}
      {metrics.isPending ? (
        <Spinner label="Loading metrics" className="py-6" />
      ) : metrics.isError ? (
        <ErrorState
          title="Could not load metrics"
          message={describeError(metrics.error).message}
          onRetry={() => void metrics.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {metrics.data.map((m) => (
            <MetricCard key={m.id} metric={m}>
              {m.source === 'manual' ? (
                <ManualMetricControls metric={m} canManage={canManage} />
              ) : (
                canManage && <ComputedTargetForm metric={m} />
              )}
            </MetricCard>
          ))}
        </div>
      )}
    </div>
  );
}
