import {
  MEASURE_CATEGORIES,
  MEASURE_CATEGORY_LABELS,
  type MeasureCategory,
} from '@shared/inspections/measures';
import {
  SERVER_TRIGGERS,
  SERVER_TRIGGER_LABELS,
  type ServerTrigger,
} from '@shared/inspections/triggers';
import { Button } from '../../../components/ui/button';
import { FilterSelect, toFilterOptions } from '../../../components/filter-select';

const MEASURE_OPTIONS = toFilterOptions(MEASURE_CATEGORIES, MEASURE_CATEGORY_LABELS);
const TRIGGER_OPTIONS = toFilterOptions(SERVER_TRIGGERS, SERVER_TRIGGER_LABELS);

type PendingFiltersProps = {
  measureType: MeasureCategory | '';
  trigger: ServerTrigger | '';
  onMeasureTypeChange: (value: MeasureCategory | '') => void;
  onTriggerChange: (value: ServerTrigger | '') => void;
  onClear: () => void;
};

export function PendingFilters(props: PendingFiltersProps) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
      <FilterSelect
        id="pending-measure-type"
        label="Measure type"
        className="sm:w-60"
        allLabel="All measures"
        options={MEASURE_OPTIONS}
        value={props.measureType}
        onChange={props.onMeasureTypeChange}
      />
      <FilterSelect
        id="pending-trigger"
        label="Trigger"
        className="sm:w-60"
        allLabel="All triggers"
        options={TRIGGER_OPTIONS}
        value={props.trigger}
        onChange={props.onTriggerChange}
      />
      <Button variant="secondary" onClick={props.onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
