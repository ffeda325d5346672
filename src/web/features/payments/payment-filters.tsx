import {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@shared/payments/catalogue';
import { useState } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import type { PaymentsParams } from './payments-params';

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
      <div>
        <Label htmlFor="payments-search">Search payments</Label>
        <Input
          id="payments-search"
          type="search"
          className="mt-1"
          placeholder="Reference, invoice, installer…"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            applySearch(event.target.value);
          }}
        />
      </div>
      <div>
        <Label htmlFor="payments-installer">Installer</Label>
        <Select
          id="payments-installer"
          className="mt-1"
          value={params.installer}
          onChange={(event) => onChange({ installer: event.target.value, page: 1 })}
        >
          <option value="">All installers</option>
          {installers.map((installer) => (
            <option key={installer.id} value={installer.id}>
              {installer.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="payments-status">Status</Label>
        <Select
          id="payments-status"
          className="mt-1"
          value={params.status}
          onChange={(event) =>
            onChange({ status: event.target.value as PaymentStatus | '', page: 1 })
          }
        >
          <option value="">All statuses</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
