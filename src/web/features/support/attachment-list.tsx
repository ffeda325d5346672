import { Download, Paperclip } from 'lucide-react';
import { formatFileSize } from '@/shared/support/attachments';
import { attachmentDownloadUrl } from './attachment-upload';
import type { TicketAttachment } from './types';

/** A message's files: name, size and a download link (the server checks who may have it). */
export function AttachmentList({ files }: { files: readonly TicketAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="mt-3 space-y-1">
      {files.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-2 text-sm">
          <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
          <a
            href={attachmentDownloadUrl(file.id)}
            download={file.name}
            className="min-w-0 truncate font-medium text-emerald-800 underline"
            title={file.name}
          >
            {file.name}
          </a>
          <span className="shrink-0 text-slate-600">({formatFileSize(file.size)})</span>
          <Download aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-500" />
        </li>
      ))}
    </ul>
  );
}
