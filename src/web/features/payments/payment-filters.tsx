import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@/shared/payments/catalogue';
import { useState } from 'react';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useDebouncedCallback } from '@/web/lib/use-debounced-callback';
import type { PaymentsParams } from './payments-params';

const STATUS_OPTIONS = toFilterOptions(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);

type PaymentFiltersProps = {
  params: PaymentsParams;
  installers: readonly { id: string; name: string }[];
  onChange: (patch: Partial<PaymentsParams>) => void;
};

/** Installer and status selects and a search box; each change starts again at page 1. */
export function PaymentFilters({ params, installers, onChange }: PaymentFiltersProps) {
  const [search, setSearch] = useState(params.q);
  const applySearch = useDebouncedCallback((q: string) => onChange({ q, page: 1 }), 300);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField id="payments-search" label="Search payments">
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="search"
            placeholder="Reference, invoice, installer…"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              applySearch(event.target.value);
            }}
          />
        )}
      </FormField>
      <FilterSelect
        id="payments-installer"
        label="Installer"
        allLabel="All installers"
        options={installers.map((installer) => ({ value: installer.id, label: installer.name }))}
        value={params.installer}
        onChange={(installer) => onChange({ installer, page: 1 })}
      />
      <FilterSelect
        id="payments-status"
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={params.status}
        onChange={(status) => onChange({ status, page: 1 })}
      />
    </div>
  );
}
