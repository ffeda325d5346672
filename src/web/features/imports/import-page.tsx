import { Tabs } from 'radix-ui';
import { NoPermission } from '@/web/components/no-permission';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ExportPanel } from '../exports/export-panel';
import { ImportFlow } from './import-flow';
import { RecentActivity } from './recent-activity';
import {
  IMPORT_PAGE_DEFAULTS,
  IMPORT_PAGE_TAB_LABELS,
  IMPORT_PAGE_TABS,
  parseImportPageParams,
  type ImportPageTab,
} from './import-params';
import { ImportStats } from './import-stats';
import { TemplatesPanel } from './templates-panel';

/** /import: tabs Import Data and Export Data (spec 02 'Import / Export'). */
export function ImportPage() {
  const [params, setParams] = useSearchParamsState(parseImportPageParams, IMPORT_PAGE_DEFAULTS);
  const { can, isLoaded } = usePermissions();
  const mayImport = can('data:import');
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Import / Export</h1>
        <p className="mt-1 text-slate-600">Bring data in from files, or take it out.</p>
      </div>
      <Tabs.Root
        value={params.tab}
        onValueChange={(v) => setParams({ tab: v as ImportPageTab })}
        className="space-y-4"
      >
        <UnderlineTabList label="Import or export" values={IMPORT_PAGE_TABS} active={params.tab}>
          {(tab) => IMPORT_PAGE_TAB_LABELS[tab]}
        </UnderlineTabList>
        <Tabs.Content value="import" className="focus-visible:outline-none">
          {isLoaded && !mayImport ? (
            <NoPermission what="import data" />
          ) : (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
                <ImportFlow
                  fileId={params.file}
                  onFileId={(file) => setParams({ file })}
                  idPrefix="import"
                />
              </section>
              <aside className="min-w-0 space-y-4">
                <section aria-labelledby="quick-stats" className="space-y-2">
                  <h2 id="quick-stats" className="font-semibold text-slate-900">
                    Quick stats
                  </h2>
                  <ImportStats className="grid-cols-2" />
                </section>
                <section aria-labelledby="file-templates" className="space-y-2">
                  <h2 id="file-templates" className="font-semibold text-slate-900">
                    File templates
                  </h2>
                  <TemplatesPanel
                    names={['Measures', 'Inspections', 'Installers', 'LodgedMeasures']}
                  />
                </section>
                <section aria-labelledby="recent-activity" className="space-y-2">
                  <h2 id="recent-activity" className="font-semibold text-slate-900">
                    Recent activity
                  </h2>
                  <RecentActivity onOpen={(file) => setParams({ file, tab: 'import' })} />
                </section>
              </aside>
            </div>
          )}
        </Tabs.Content>
        <Tabs.Content value="export" className="focus-visible:outline-none">
          <ExportPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
