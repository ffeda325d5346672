import { MEASURE_CATEGORIES, MEASURE_CATEGORY_LABELS } from '@/shared/inspections/measures';
import {
  FROM_AFTER_TO_MESSAGE,
  PENDING_SEARCH_MIN,
  PENDING_SEARCH_MIN_MESSAGE,
  PENDING_STATUS_FILTERS,
} from '@/shared/inspections/pending-queue';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { SERVER_TRIGGERS, SERVER_TRIGGER_LABELS } from '@/shared/inspections/triggers';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { cn } from '@/web/lib/cn';
import { InspectorFilter } from './inspector-filter';
import { InstallerFilter } from './installer-filter';
import {
  CLEARED_FILTERS,
  countActiveFilters,
  isRangeInverted,
  type PendingParams,
} from './pending-params';

const MEASURE_OPTIONS = toFilterOptions(MEASURE_CATEGORIES, MEASURE_CATEGORY_LABELS);
const TRIGGER_OPTIONS = toFilterOptions(SERVER_TRIGGERS, SERVER_TRIGGER_LABELS);
const STATUS_OPTIONS = toFilterOptions(PENDING_STATUS_FILTERS, STATUS_LABELS);

type PendingFiltersProps = {
  params: PendingParams;
  /** Every change returns to page 1 (the caller adds it). */
  onChange: (patch: Partial<PendingParams>) => void;
  /** Whether the user sees the whole tenant's queue: only then is there an inspector to choose. */
  canFilterByInspector: boolean;
};

/**
 * Search above the filters. On a phone the filters fold behind a 'Filters' toggle that
 * counts the ones on, so the list starts near the top; from sm they are always shown.
 */
export function PendingFilters({ params, onChange, canFilterByInspector }: PendingFiltersProps) {
  const [isOpen, setIsOpen] = useState(false);
  const active = countActiveFilters(params);
  const isShortSearch = params.search !== '' && params.search.length < PENDING_SEARCH_MIN;
  const isInverted = isRangeInverted(params);
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-end gap-2">
        <SearchBox
          id="pending-search"
          label="Search"
          placeholder="Policy ID, address, customer or reference"
          value={params.search}
          onSearch={(search) => onChange({ search })}
        />
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-expanded={isOpen}
          aria-controls="pending-filter-fields"
          onClick={() => setIsOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      {isShortSearch && (
        <p role="status" className="text-sm text-slate-600">
          {PENDING_SEARCH_MIN_MESSAGE}
        </p>
      )}
      <div
        id="pending-filter-fields"
        className={cn(
          'gap-4 sm:grid sm:grid-cols-2 sm:items-end lg:grid-cols-4',
          isOpen ? 'grid' : 'hidden',
        )}
      >
        <CategoryFilters params={params} onChange={onChange} />
        {canFilterByInspector && (
          <InspectorFilter
            value={params.inspector}
            onChange={(inspector) => onChange({ inspector })}
          />
        )}
        <InstallerFilter
          value={params.installer}
          onChange={(installer) => onChange({ installer })}
        />
        <DateFilter
          id="pending-from"
          label="Scheduled from"
          value={params.from}
          onChange={(from) => onChange({ from })}
        />
        <DateFilter
          id="pending-to"
          label="Scheduled to"
          value={params.to}
          error={isInverted ? FROM_AFTER_TO_MESSAGE : undefined}
          onChange={(to) => onChange({ to })}
        />
        <Button variant="secondary" onClick={() => onChange(CLEARED_FILTERS)}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}

type DateFilterProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function DateFilter({ id, label, value, error, onChange }: DateFilterProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Measure type, trigger and status: fixed catalogues, each with an 'All' choice. */
function CategoryFilters({ params, onChange }: Omit<PendingFiltersProps, 'canFilterByInspector'>) {
  return (
    <>
      <FilterSelect
        id="pending-measure-type"
        label="Measure type"
        allLabel="All measures"
        options={MEASURE_OPTIONS}
        value={params.measureType}
        onChange={(measureType) => onChange({ measureType })}
      />
      <FilterSelect
        id="pending-trigger"
        label="Trigger"
        allLabel="All triggers"
        options={TRIGGER_OPTIONS}
        value={params.trigger}
        onChange={(trigger) => onChange({ trigger })}
      />
      <FilterSelect
        id="pending-status"
        label="Status"
        allLabel="All open statuses"
        options={STATUS_OPTIONS}
        value={params.status}
        onChange={(status) => onChange({ status })}
      />
    </>
  );
}
