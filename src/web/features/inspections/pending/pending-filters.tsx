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
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { readOption } from '../../../lib/search-params';

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
      <div className="sm:w-60">
        <Label htmlFor="pending-measure-type">Measure type</Label>
        <Select
          id="pending-measure-type"
          className="mt-1"
          value={props.measureType}
          onChange={(event) =>
            props.onMeasureTypeChange(
              readOption(event.target.value, ['', ...MEASURE_CATEGORIES], ''),
            )
          }
        >
          <option value="">All measures</option>
          {MEASURE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {MEASURE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:w-60">
        <Label htmlFor="pending-trigger">Trigger</Label>
        <Select
          id="pending-trigger"
          className="mt-1"
          value={props.trigger}
          onChange={(event) =>
            props.onTriggerChange(readOption(event.target.value, ['', ...SERVER_TRIGGERS], ''))
          }
        >
          <option value="">All triggers</option>
          {SERVER_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {SERVER_TRIGGER_LABELS[trigger]}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="secondary" onClick={props.onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
