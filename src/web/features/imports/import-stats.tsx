import { AlertTriangle, Download, FileSpreadsheet, Rows3 } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { useImportStats } from './api/use-import-queries';

/** Files processed, records imported, processing errors, template downloads: all computed. */
export function ImportStats({ className = 'grid-cols-2 lg:grid-cols-4' }: { className?: string }) {
  const stats = useImportStats();
  const s = stats.data;
  return (
    <StatCardGrid heading="Import figures" className={className}>
      <StatCard label="Files Processed" value={s?.filesProcessed} icon={<FileSpreadsheet />} />
      <StatCard label="Records Imported" value={s?.recordsImported} icon={<Rows3 />} />
      <StatCard
        label="Processing Errors"
        value={s?.processingErrors}
        icon={<AlertTriangle />}
        tone="danger"
      />
      <StatCard label="Template Downloads" value={s?.templateDownloads} icon={<Download />} />
    </StatCardGrid>
  );
}
