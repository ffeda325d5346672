import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buildExportHref, type ExportFormat, type InstallerListParams } from './list-params';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
];

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Plain download links: the browser streams the server's file instead of holding it in memory. */
export function ExportMenu({ params }: { params: InstallerListParams }) {
  return (
    // Non-modal for the same reason as the row menu: no aria-hidden page behind it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-xl"
        >
          {FORMATS.map(({ format, label }) => (
            <DropdownMenu.Item key={format} asChild className={ITEM_CLASS}>
              <a href={buildExportHref(params, format)} download>
                {label}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
