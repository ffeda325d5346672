import { CategoryWeightInput } from '@/shared/sampling/proposals';
import { QueryBoundary } from '@/web/components/query-states';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { usePermissions } from '@/web/lib/use-permissions';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCategoryWeights, useSetCategoryWeight } from '../api/use-proposals-weights';

type Weight = { measureCategory: string; weight: number };

/** One category's weight: an ADMIN edits it, others read it. */
function WeightForm({ item }: { item: Weight }) {
  const form = useZodForm(CategoryWeightInput, { defaultValues: item });
  const mutation = useSetCategoryWeight();
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField
        id={`weight-${item.measureCategory}`}
        label={`${item.measureCategory} weight`}
        error={form.formState.errors.weight?.message}
        className="w-40"
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            step="0.01"
            min="0.1"
            max="10"
            {...form.register('weight', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" size="sm" disabled={mutation.isPending}>
        Save
      </Button>
    </form>
  );
}

/** The measure categories' risk weights in the draw (1 is standard); administrators change them. */
export function CategoryWeightsPanel() {
  const { can } = usePermissions();
  const canEdit = can('sampling:edit_rules');
  const query = useCategoryWeights();
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Category risk weights
      </summary>
      <p className="mt-1 text-xs text-slate-600">
        A category weighing ×2 is twice as likely to be proposed as one weighing ×1.
      </p>
      <QueryBoundary query={query} label="Loading weights" emptyText="No work types yet.">
        {(items) => (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.measureCategory}>
                {canEdit ? (
                  <WeightForm item={item} />
                ) : (
                  <p className="text-sm text-slate-800">
                    {item.measureCategory}: ×{item.weight}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </details>
  );
}
