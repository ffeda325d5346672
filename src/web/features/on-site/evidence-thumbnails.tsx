import { FileText } from 'lucide-react';
import type { KeptInspection, LocalFile } from '@/web/offline/api';
import { NotYetSent } from './not-yet-sent';

type KeptFile = KeptInspection['evidence']['files'][number];

/**
 * An item's files as the device has them: the server's (thumbnails kept inline as data: URLs,
 * the name alone when the bundle's thumbnail budget ran out) and the ones added here, shown
 * from their blobs and marked 'Not yet sent' until the outbox delivers them.
 */
export function EvidenceThumbnails({
  label,
  files,
  localFiles,
}: {
  label: string;
  files: readonly KeptFile[];
  localFiles: readonly LocalFile[];
}) {
  const current = files.filter((f) => !f.withdrawnAt);
  if (current.length === 0 && localFiles.length === 0) return null;
  return (
    <ul
      aria-label={`Evidence for ${label}`}
      className="grid w-full grid-cols-3 gap-2 sm:grid-cols-4"
    >
      {current.map((file) => (
        <Tile key={file.id} name={file.fileName} src={file.thumbnailDataUrl} />
      ))}
      {localFiles.map((file) => (
        <Tile key={`local-${file.seq}`} name={file.fileName} src={file.objectUrl} isLocal />
      ))}
    </ul>
  );
}

function Tile({
  name,
  src,
  isLocal = false,
}: {
  name: string;
  src: string | null;
  isLocal?: boolean;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md border border-slate-200 bg-white p-1">
      {src ? (
        <img src={src} alt={name} className="aspect-[4/3] w-full rounded object-cover" />
      ) : (
        <span className="flex aspect-[4/3] items-center justify-center rounded bg-slate-100 text-slate-600">
          <FileText aria-hidden="true" className="h-8 w-8" />
        </span>
      )}
      <span className="truncate text-xs text-slate-800" title={name}>
        {name}
      </span>
      {isLocal && <NotYetSent />}
    </li>
  );
}
