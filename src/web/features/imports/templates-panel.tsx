import { useState } from 'react';
import type { ImportTemplate } from '@/shared/imports/catalogue';
import { Button } from '@/web/components/ui/button';
import { useImportTemplates, useRefreshImportLists } from './api/use-import-queries';

/** Templates generated from the field catalogue: preview (columns and example row) and download. */
export function TemplatesPanel({ names }: { names: readonly ImportTemplate[] }) {
  const templates = useImportTemplates();
  const refresh = useRefreshImportLists();
  const [preview, setPreview] = useState<ImportTemplate | null>(null);
  const shown = (templates.data ?? []).filter((t) => names.includes(t.name));
  return (
    <ul className="space-y-3">
      {shown.map((t) => (
        <li key={t.name} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{t.title} template</h3>
              <p className="text-sm text-slate-600">{t.description}</p>
              <p className="text-xs text-slate-500">{t.columns.length} columns · XLSX</p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={preview === t.name}
                onClick={() => setPreview(preview === t.name ? null : t.name)}
              >
                Preview
              </Button>
              <a
                href={`/api/imports/templates/${t.name}.xlsx`}
                download
                onClick={() => setTimeout(refresh.stats, 1000)}
                className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                aria-label={`Download ${t.title} template`}
              >
                Download
              </a>
            </div>
          </div>
          {preview === t.name && (
            <div className="mt-3 max-w-full overflow-x-auto">
              <table className="text-left text-xs">
                <caption className="sr-only">{t.title} template preview</caption>
                <thead className="bg-slate-50">
                  <tr>
                    {t.columns.map((c) => (
                      <th key={c.key} className="whitespace-nowrap px-2 py-1">
                        {c.label}
                        {c.required ? ' *' : ''}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    {t.example.map((v, i) => (
                      <td key={i} className="whitespace-nowrap px-2 py-1">
                        {v}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
