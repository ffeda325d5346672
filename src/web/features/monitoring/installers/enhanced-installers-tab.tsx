import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useEnhancedInstallers } from '../api/use-monitoring-queries';
import { usePermissions } from '@/web/lib/use-permissions';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useMonitoringParams } from '../shared/use-monitoring-params';
import { AddToEnhancedDialog } from './add-to-enhanced-dialog';
import { EnhancedInstallersTable } from './enhanced-installers-table';

const ENHANCED_EXPORT_HREF = '/api/installers/export.csv?monitoringType=Enhanced';

export function EnhancedInstallersTab() {
  const canManage = usePermissions().can('monitoring:manage');
  const [params, setParams] = useMonitoringParams();
  const [search, setSearch] = useState(params.search);
  const settled = useDebouncedValue(search.trim());
  // Push only what the user typed; comparing with the URL would undo a Back to an older search.
  const lastPushed = useRef(settled);
  useEffect(() => {
    if (settled === lastPushed.current) return;
    lastPushed.current = settled;
    setParams({ search: settled, page: 1 }, { replace: true });
  }, [settled, setParams]);
  const list = useEnhancedInstallers({ search: params.search, page: params.page });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Enhanced Installers</h2>
        <div className="flex flex-wrap gap-2">
          {/* A plain link: the browser downloads the server's file with the session cookie. */}
          <a
            href={ENHANCED_EXPORT_HREF}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Export
          </a>
          {canManage && <AddToEnhancedDialog />}
        </div>
      </div>
      <FormField id="enhanced-search" label="Search enhanced installers" className="max-w-sm">
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="search"
            placeholder="Name, QMP number or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <EnhancedInstallersTable
        query={list}
        rows={list.data?.items}
        emptyHint={
          params.search
            ? `Nothing matches "${params.search}".`
            : 'No installer is under Enhanced monitoring yet.'
        }
        pagination={
          list.data && { ...list.data.pagination, onPageChange: (page) => setParams({ page }) }
        }
      />
    </div>
  );
}
