import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@/shared/guidance/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import type { GuidanceParams } from './guidance-params';

export const CATEGORY_FILTERS = ['all', ...DOCUMENT_CATEGORIES] as const;
export const categoryLabel = (c: GuidanceParams['category']) =>
  c === 'all' ? 'All Documents' : DOCUMENT_CATEGORY_LABELS[c];

type Category = GuidanceParams['category'];

type CategoryFilterProps = {
  params: GuidanceParams;
  total: number | undefined;
  counts: Partial<Record<Category, number>> | undefined;
  onChange: (patch: Partial<GuidanceParams>) => void;
};

/** The categories as a side menu, with counts, and the overdue filter (wide screens). */
export function CategoryNav({
  params,
  total,
  counts,
  reviewOverdue,
  onChange,
}: CategoryFilterProps & { reviewOverdue: number }) {
  return (
    <nav aria-label="Document categories" className="hidden lg:block">
      <ul className="space-y-1">
        {CATEGORY_FILTERS.map((c) => (
          <li key={c}>
            <button
              type="button"
              aria-current={params.category === c ? 'true' : undefined}
              onClick={() => onChange({ category: c })}
              className={`flex w-full justify-between rounded-md px-3 py-2 text-left text-sm ${
                params.category === c
                  ? 'bg-emerald-50 font-medium text-emerald-900'
                  : 'text-slate-700 hover:bg-slate-50'
              }`}
            >
              <span>{categoryLabel(c)}</span>
              <span>{c === 'all' ? (total ?? '') : (counts?.[c] ?? '')}</span>
            </button>
          </li>
        ))}
      </ul>
      <FormField
        id="docs-overdue"
        label={`Review overdue (${reviewOverdue})`}
        layout="inline"
        className="mt-4 px-3"
      >
        {(c) => (
          <input
            {...fieldAria(c)}
            type="checkbox"
            checked={params.overdue === '1'}
            onChange={(event) => onChange({ overdue: event.target.checked ? '1' : '' })}
          />
        )}
      </FormField>
    </nav>
  );
}

/** The same filters as a select and a checkbox (narrow screens). */
export function MobileCategoryFilter({ params, total, counts, onChange }: CategoryFilterProps) {
  return (
    <div className="lg:hidden">
      <FormField id="docs-category" label="Category">
        {(field) => (
          <Select
            id={field.id}
            value={params.category}
            onChange={(event) => onChange({ category: event.target.value as Category })}
          >
            {CATEGORY_FILTERS.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)} ({c === 'all' ? (total ?? 0) : (counts?.[c] ?? 0)})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="docs-overdue-narrow" label="Review overdue" layout="inline" className="mt-2">
        {(c) => (
          <input
            {...fieldAria(c)}
            type="checkbox"
            checked={params.overdue === '1'}
            onChange={(event) => onChange({ overdue: event.target.checked ? '1' : '' })}
          />
        )}
      </FormField>
    </div>
  );
}
