import {
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
} from '@/shared/support/catalogue';
import {
  TICKET_CATEGORY_FILTERS,
  TICKET_PRIORITY_FILTERS,
  TICKET_STATUS_FILTERS,
} from '@/shared/support/ticket-inputs';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { readOption } from '@/web/lib/search-params';
import type { SupportParams } from './support-params';

type Filters = Pick<SupportParams, 'status' | 'category' | 'priority'>;

/** Status, category and priority of the tickets tab; each lives in the URL. */
export function TicketFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  return (
    <>
      <div>
        <Label htmlFor="ticket-status-filter">Status</Label>
        <Select
          id="ticket-status-filter"
          className="mt-1 sm:w-40"
          value={value.status}
          onChange={(event) =>
            onChange({ status: readOption(event.target.value, TICKET_STATUS_FILTERS, 'all') })
          }
        >
          {TICKET_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? 'All statuses' : TICKET_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="ticket-category-filter">Category</Label>
        <Select
          id="ticket-category-filter"
          className="mt-1 sm:w-44"
          value={value.category}
          onChange={(event) =>
            onChange({ category: readOption(event.target.value, TICKET_CATEGORY_FILTERS, 'all') })
          }
        >
          {TICKET_CATEGORY_FILTERS.map((category) => (
            <option key={category} value={category}>
              {category === 'all' ? 'All categories' : TICKET_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="ticket-priority-filter">Priority</Label>
        <Select
          id="ticket-priority-filter"
          className="mt-1 sm:w-36"
          value={value.priority}
          onChange={(event) =>
            onChange({ priority: readOption(event.target.value, TICKET_PRIORITY_FILTERS, 'all') })
          }
        >
          {TICKET_PRIORITY_FILTERS.map((priority) => (
            <option key={priority} value={priority}>
              {priority === 'all' ? 'All priorities' : TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
