import { Tabs } from 'radix-ui';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { Button } from '@/web/components/ui/button';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ImportFlow } from './import-flow';
import { ImportHistory } from './import-history';
import { ImportStats } from './import-stats';
import {
  parseTrackerParams,
  TRACKER_DEFAULTS,
  TRACKER_TAB_LABELS,
  TRACKER_TABS,
  type TrackerTab,
} from './import-params';
import { TemplatesPanel } from './templates-panel';

const STEPS = [
  'Validation and format checking',
  'Data extraction and cleaning',
  'Import',
  'Validation report',
];

/** What an Excel tracker must be, and what happens to it. */
function UploadRequirements() {
  return (
    <aside className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Requirements</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>.xlsx, .csv or .json (save .xls files as .xlsx first)</li>
          <li>Maximum 50MB</li>
          <li>Required columns: Property ID, Address, Type</li>
        </ul>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Processing steps</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
    </aside>
  );
}

function TrackerHeader({ onOpen }: { onOpen: (tab: 'upload' | 'converter') => void }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Excel Tracker</h1>
        <p className="mt-1 text-slate-600">Bring inspection trackers into InspectHub.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onOpen('converter')}>
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
          Convert to InspectHub
        </Button>
        <Button onClick={() => onOpen('upload')}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          Upload Excel
        </Button>
      </div>
    </div>
  );
}

/** /tracker: Excel trackers in (spec 02 'Excel Tracker'), on real data. */
export function TrackerPage() {
  const [params, setParams] = useSearchParamsState(parseTrackerParams, TRACKER_DEFAULTS);
  const setTab = (tab: TrackerTab) => setParams({ tab });
  const openFile = (
    file: string,
    tab: TrackerTab = params.tab === 'converter' ? 'converter' : 'upload',
  ) => setParams({ file, tab });
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <TrackerHeader onOpen={(tab) => setParams({ tab, file: '' })} />
      <ImportStats />
      <Tabs.Root
        value={params.tab}
        onValueChange={(v) => setTab(v as TrackerTab)}
        className="space-y-4"
      >
        <UnderlineTabList label="Excel tracker" values={TRACKER_TABS} active={params.tab}>
          {(tab) => TRACKER_TAB_LABELS[tab]}
        </UnderlineTabList>
        <Tabs.Content value="upload" className="focus-visible:outline-none">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
              <ImportFlow
                fileId={params.file}
                onFileId={(id) => openFile(id, 'upload')}
                idPrefix="tracker"
              />
            </section>
            <UploadRequirements />
          </div>
        </Tabs.Content>
        <Tabs.Content value="templates" className="focus-visible:outline-none">
          <TemplatesPanel names={['EWI', 'IWI', 'CWI', 'RIRI']} />
        </Tabs.Content>
        <Tabs.Content value="history" className="focus-visible:outline-none">
          <ImportHistory onOpen={(id) => openFile(id, 'upload')} />
        </Tabs.Content>
        <Tabs.Content value="converter" className="focus-visible:outline-none">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
              <h2 className="mb-3 font-semibold text-slate-900">Convert any tracker</h2>
              <p className="mb-4 text-sm text-slate-600">
                Upload a tracker in any layout: match its columns to InspectHub fields, check it
                with a dry run, then import it.
              </p>
              <ImportFlow
                fileId={params.file}
                onFileId={(id) => openFile(id, 'converter')}
                converter
                idPrefix="converter"
              />
            </section>
            <aside className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">Data types</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>Property data</li>
                <li>Inspection records</li>
                <li>Contractor info (installers)</li>
                <li>Defects data (as inspection defect details)</li>
              </ul>
            </aside>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
