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
import { FormField } from '@/web/components/form-field';
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
      <FormField id="ticket-status-filter" label="Status">
        {(c) => (
          <Select
            id={c.id}
            className="sm:w-40"
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
        )}
      </FormField>
      <FormField id="ticket-category-filter" label="Category">
        {(c) => (
          <Select
            id={c.id}
            className="sm:w-44"
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
        )}
      </FormField>
      <FormField id="ticket-priority-filter" label="Priority">
        {(c) => (
          <Select
            id={c.id}
            className="sm:w-36"
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
        )}
      </FormField>
    </>
  );
}
