import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUSES,
  DEFECT_STATUS_LABELS,
} from '@/shared/defects/catalogue';
import { EXPORT_KIND_LABELS, type ExportKind } from '@/shared/exports/catalogue';
import { INSPECTION_LIST_TABS, type InspectionListTab } from '@/shared/inspections/queries';
import { INSTALLER_STATUSES, MONITORING_TYPES } from '@/shared/installers/catalogue';
import {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TABS,
  PAYMENT_TAB_LABELS,
} from '@/shared/payments/catalogue';
import { FilterSelect, toFilterOptions, type FilterOption } from '@/web/components/filter-select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';

/** The filter values of the chosen kind, named as the export endpoint reads them. */
export type ExportFilterValues = Record<string, string | boolean>;

const INSPECTION_TAB_LABELS: Record<InspectionListTab, string> = {
  all: 'All',
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
};
const same = <T extends string>(values: readonly T[]): FilterOption<T>[] =>
  values.map((value) => ({ value, label: value }));

type SelectSpec = {
  name: string;
  label: string;
  allLabel: string;
  options: FilterOption<string>[];
};

/** Each list's filters (its own catalogues), beside a search box. */
const SELECTS: Record<ExportKind, SelectSpec[]> = {
  inspections: [
    {
      name: 'tab',
      label: 'Inspections',
      allLabel: 'All inspections',
      options: toFilterOptions(
        INSPECTION_LIST_TABS.filter((t) => t !== 'all'),
        INSPECTION_TAB_LABELS,
      ),
    },
  ],
  installers: [
    {
      name: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: same(INSTALLER_STATUSES),
    },
    {
      name: 'monitoringType',
      label: 'Monitoring',
      allLabel: 'All monitoring types',
      options: same(MONITORING_TYPES),
    },
  ],
  defects: [
    {
      name: 'severity',
      label: 'Severity',
      allLabel: 'All severities',
      options: toFilterOptions(DEFECT_SEVERITIES, DEFECT_SEVERITY_LABELS),
    },
    {
      name: 'category',
      label: 'Category',
      allLabel: 'All categories',
      options: toFilterOptions(DEFECT_CATEGORIES, DEFECT_CATEGORY_LABELS),
    },
    {
      name: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: toFilterOptions(DEFECT_STATUSES, DEFECT_STATUS_LABELS),
    },
  ],
  payments: [
    {
      name: 'tab',
      label: 'Payments',
      allLabel: 'All payments',
      options: toFilterOptions(
        PAYMENT_TABS.filter((t) => t !== 'overview'),
        PAYMENT_TAB_LABELS,
      ),
    },
    {
      name: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: toFilterOptions(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS),
    },
  ],
};

/** The filters of the chosen list; the export applies them as the list does. */
export function ExportFilters({
  kind,
  values,
  disabled,
  onChange,
}: {
  kind: ExportKind;
  values: ExportFilterValues;
  disabled: boolean;
  onChange: (values: ExportFilterValues) => void;
}) {
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });
  return (
    <fieldset disabled={disabled} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">Filters</legend>
      <FormField id="export-search" label={`Search ${EXPORT_KIND_LABELS[kind].toLowerCase()}`}>
        {(c) => (
          <Input
            id={c.id}
            type="search"
            maxLength={100}
            value={String(values.search ?? '')}
            onChange={(event) => set('search', event.target.value)}
          />
        )}
      </FormField>
      {SELECTS[kind].map((spec) => (
        <FilterSelect
          key={`${kind}-${spec.name}`}
          id={`export-${spec.name}`}
          label={spec.label}
          allLabel={spec.allLabel}
          options={spec.options}
          value={String(values[spec.name] ?? '')}
          onChange={(value) => set(spec.name, value)}
        />
      ))}
      {kind === 'defects' && (
        <FormField
          id="export-overdue"
          label="Overdue only"
          layout="inline"
          className="self-end pb-2"
        >
          {(c) => (
            <Checkbox
              {...fieldAria(c)}
              checked={values.overdueOnly === true}
              onChange={(event) => set('overdueOnly', event.target.checked)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
