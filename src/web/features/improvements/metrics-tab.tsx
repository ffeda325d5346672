import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { CATEGORY_LABELS, INITIATIVE_CATEGORIES } from '@/shared/improvements/catalogue';
import { CreateMetricInput } from '@/shared/improvements/inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateMetric, useRecordMetric } from './api/use-metric-actions';
import { useKeyMetrics, useMetricHistory } from './api/use-improvement-queries';
import { MetricCard } from './metric-card';
import { ComputedTargetForm, ManualMetricActions } from './metric-edit';
import { LabelOptions } from './label-options';
import type { KeyMetric } from './types';

/** A hand-entered metric: record a new value and see its history. */
function ManualMetricControls({ metric, canManage }: { metric: KeyMetric; canManage: boolean }) {
  const [value, setValue] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const history = useMetricHistory(metric.id, showHistory);
  const record = useRecordMetric(metric.name, { onRecorded: () => setValue('') });
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
          <FormField id={`metric-value-${metric.id}`} label="New value" className="flex-1">
            {(c) => (
              <Input
                {...fieldAria(c)}
                type="number"
                step="any"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </FormField>
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
      <FormField id="metric-name" label="Name" error={errors.name?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('name')} />}
      </FormField>
      <FormField id="metric-target" label="Target" error={errors.target?.message}>
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            step="any"
            {...form.register('target', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField id="metric-unit" label="Unit">
        {(c) => <Input {...fieldAria(c)} {...form.register('unit')} />}
      </FormField>
      <FormField id="metric-category" label="Category">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('category')}>
            <LabelOptions values={INITIATIVE_CATEGORIES} labels={CATEGORY_LABELS} />
          </Select>
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <FormField id="metric-higher-is-better" label="Higher is better" layout="inline">
          {(c) => <input {...fieldAria(c)} type="checkbox" {...form.register('higherIsBetter')} />}
        </FormField>
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
