import { Download } from 'lucide-react';
import { useId } from 'react';
import { AUDIT_PAGE_SIZES } from '@/shared/settings/audit-log';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { FormField } from '@/web/components/form-field';
import type { RouterOutputs } from '@/web/lib/trpc';
import { Select } from '@/web/components/ui/select';
import { DownloadLink } from '@/web/components/download-link';
import { NoPermission } from '@/web/components/no-permission';
import { FilterSelect } from '@/web/components/filter-select';
import { readOption, readPositiveInt } from '@/web/lib/search-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { AuditLogTable } from './audit-log-table';
import { useAuditFilterOptions, useAuditLogPage } from '../api/use-audit-log';

const SIZES = AUDIT_PAGE_SIZES.map(String) as `${(typeof AUDIT_PAGE_SIZES)[number]}`[];
type AuditParams = {
  auditUser: string;
  auditAction: string;
  auditResource: string;
  auditFrom: string;
  auditTo: string;
  auditPage: number;
  auditSize: string;
};
const DEFAULTS: AuditParams = {
  auditUser: '',
  auditAction: '',
  auditResource: '',
  auditFrom: '',
  auditTo: '',
  auditPage: 1,
  auditSize: '25',
};
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function parseAuditParams(params: URLSearchParams): AuditParams {
  return {
    auditUser: params.get('auditUser') ?? '',
    auditAction: params.get('auditAction') ?? '',
    auditResource: params.get('auditResource') ?? '',
    auditFrom: isDay(params.get('auditFrom')),
    auditTo: isDay(params.get('auditTo')),
    auditPage: readPositiveInt(params.get('auditPage')),
    auditSize: readOption(params.get('auditSize'), SIZES, '25'),
  };
}

export function AuditLogTab({ can }: { can: PermissionCheck }) {
  if (!can('audit:view')) return <NoPermission what="view the audit log" />;
  return <AuditLog />;
}

function AuditLog() {
  const [params, setParams] = useSearchParamsState(parseAuditParams, DEFAULTS);
  const filters = {
    ...(params.auditUser && { userId: params.auditUser }),
    ...(params.auditAction && { action: params.auditAction }),
    ...(params.auditResource && { resource: params.auditResource }),
    ...(params.auditFrom && { from: params.auditFrom }),
    ...(params.auditTo && { to: params.auditTo }),
  };
  const hasBadRange = Boolean(
    params.auditFrom && params.auditTo && params.auditFrom > params.auditTo,
  );
  const pageSize = Number(params.auditSize) as (typeof AUDIT_PAGE_SIZES)[number];
  const options = useAuditFilterOptions();
  const list = useAuditLogPage(
    { filters, page: params.auditPage, pageSize },
    { enabled: !hasBadRange },
  );
  const change = (patch: Partial<AuditParams>) => setParams({ ...patch, auditPage: 1 });
  const exportHref = `/api/audit/export.csv?${new URLSearchParams(filters).toString()}`;
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Audit Log</h2>
        <DownloadLink href={exportHref}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export Log
        </DownloadLink>
      </div>
      <AuditFilters
        params={params}
        options={options.data}
        hasFilters={hasFilters}
        onChange={change}
      />

      {hasBadRange ? (
        <p role="alert" className="text-sm text-red-700">
          From date must be on or before To date
        </p>
      ) : (
        <AuditLogTable
          rows={list.data?.rows}
          query={list}
          hasFilters={hasFilters}
          pagination={
            list.data && {
              page: list.data.page,
              pages: Math.max(1, Math.ceil(list.data.total / list.data.pageSize)),
              limit: list.data.pageSize,
              total: list.data.total,
              onPageChange: (page) => setParams({ auditPage: page }),
            }
          }
        />
      )}
    </div>
  );
}

type FilterOptions = RouterOutputs['audit']['filterOptions'];

/** Who, what, which resource, which days and how many rows; any change goes back to page 1. */
function AuditFilters({
  params,
  options,
  hasFilters,
  onChange: change,
}: {
  params: AuditParams;
  options: FilterOptions | undefined;
  hasFilters: boolean;
  onChange: (patch: Partial<AuditParams>) => void;
}) {
  const ids = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">Filter the audit log</legend>
      <FilterSelect
        id={`${ids}-user`}
        label="User"
        allLabel="All users"
        options={options?.users.map((u) => ({ value: u.id, label: u.email })) ?? []}
        value={params.auditUser}
        onChange={(auditUser) => change({ auditUser })}
      />
      <FilterSelect
        id={`${ids}-action`}
        label="Action"
        allLabel="All actions"
        options={options?.actions.map((a) => ({ value: a, label: a })) ?? []}
        value={params.auditAction}
        onChange={(auditAction) => change({ auditAction })}
      />
      <FilterSelect
        id={`${ids}-resource`}
        label="Resource"
        allLabel="All resources"
        options={options?.resources.map((r) => ({ value: r, label: r })) ?? []}
        value={params.auditResource}
        onChange={(auditResource) => change({ auditResource })}
      />
      <DaysAndSizeFields ids={ids} params={params} onChange={change} />
      {hasFilters && (
        <div className="sm:col-span-2 lg:col-span-6">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              change({
                auditUser: '',
                auditAction: '',
                auditResource: '',
                auditFrom: '',
                auditTo: '',
              })
            }
          >
            Clear filters
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The date range and page size, inside the filters' fieldset. */
function DaysAndSizeFields({
  ids,
  params,
  onChange: change,
}: {
  ids: string;
  params: AuditParams;
  onChange: (patch: Partial<AuditParams>) => void;
}) {
  return (
    <>
      <FormField id={`${ids}-from`} label="From">
        {(c) => (
          <Input
            id={c.id}
            type="date"
            value={params.auditFrom}
            onChange={(e) => change({ auditFrom: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${ids}-to`} label="To">
        {(c) => (
          <Input
            id={c.id}
            type="date"
            value={params.auditTo}
            onChange={(e) => change({ auditTo: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${ids}-size`} label="Rows per page">
        {(c) => (
          <Select
            id={c.id}
            value={params.auditSize}
            onChange={(e) => change({ auditSize: e.target.value })}
          >
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
