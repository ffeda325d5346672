import { useState } from 'react';
import { Input } from '@/web/components/ui/input';
import type { RouterOutputs } from '@/web/lib/trpc';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useInstallerSearch } from '../api/use-monitoring-queries';
import { RiskScoreBadge } from './badges';
import { describeError } from '@/web/lib/describe-error';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

const PICKER_LIMIT = 10;

type InstallerPickerProps = {
  id: string;
  /** 'Standard' offers only installers that can still move to Enhanced. */
  monitoringType: '' | 'Standard';
  value: string;
  onChange: (installerId: string) => void;
  error?: string;
};

/** Search the tenant's installers and choose one with a radio, keyboard and screen-reader friendly. */
export function InstallerPicker({
  id,
  monitoringType,
  value,
  onChange,
  error,
}: InstallerPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const list = useInstallerSearch({
    search: settled,
    monitoringType,
    sort: 'name',
    direction: 'asc',
    page: 1,
    limit: PICKER_LIMIT,
  });
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <FormField id={`${id}-search`} label="Search installers">
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="search"
            value={search}
            placeholder="Name, QMP number or e-mail"
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <fieldset
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Installer</legend>
        {list.isPending ? (
          <p role="status" className="mt-1 text-sm text-slate-600">
            Loading installers...
          </p>
        ) : list.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {describeError(list.error).message}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No matching installers.</p>
        ) : (
          <ul className="mt-1 max-h-52 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {list.data.items.map((installer) => (
              <InstallerOption
                key={installer.id}
                name={`${id}-installer`}
                radioId={`${id}-${installer.id}`}
                installer={installer}
                isChecked={value === installer.id}
                onChoose={() => onChange(installer.id)}
              />
            ))}
          </ul>
        )}
        {list.data && list.data.pagination.total > PICKER_LIMIT && (
          <p className="mt-1 text-xs text-slate-600">
            Showing {PICKER_LIMIT} of {list.data.pagination.total}; search to narrow the list.
          </p>
        )}
      </fieldset>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InstallerOptionProps = {
  name: string;
  radioId: string;
  installer: RouterOutputs['installers']['list']['items'][number];
  isChecked: boolean;
  onChoose: () => void;
};

/** One installer as a radio: name, QMP number and risk score. */
function InstallerOption({ name, radioId, installer, isChecked, onChoose }: InstallerOptionProps) {
  return (
    <li className="px-3 py-2">
      <FormField
        id={radioId}
        layout="inline"
        labelClassName="flex-1"
        label={
          <span className="flex items-center justify-between gap-2">
            <span>
              {installer.name}
              {installer.qmpCertNumber && (
                <span className="text-slate-600"> ({installer.qmpCertNumber})</span>
              )}
            </span>
            <span>
              <span className="sr-only">, risk score </span>
              <RiskScoreBadge score={installer.riskScore} />
            </span>
          </span>
        }
      >
        {(c) => (
          <input
            {...fieldAria(c)}
            type="radio"
            name={name}
            value={installer.id}
            checked={isChecked}
            onChange={onChoose}
            className="h-4 w-4 accent-emerald-700"
          />
        )}
      </FormField>
    </li>
  );
}
