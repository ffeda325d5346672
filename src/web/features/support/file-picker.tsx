import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_PER_MESSAGE,
  attachmentProblem,
  formatFileSize,
} from '@/shared/support/attachments';
import { FileChooserLabel } from '@/web/components/form-field-file';
import { Button } from '@/web/components/ui/button';

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Chooses files to send (several at once, the same file once), lists them
 * with their size and a Remove button, and says what the server would refuse
 * by name or size before anything is sent. The owner keeps the list.
 */
export function FilePicker(props: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const problem = attachmentProblem(props.files);
  function add(chosen: FileList | null) {
    if (!chosen) return;
    // Copied now: the FileList is live and emptied when the input is cleared below.
    const seen = new Set(props.files.map(keyOf));
    props.onChange([...props.files, ...[...chosen].filter((f) => !seen.has(keyOf(f)))]);
    if (input.current) input.current.value = '';
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <FileChooserLabel
          htmlFor={id}
          className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-emerald-600 hover:bg-slate-50"
        >
          <Paperclip aria-hidden="true" className="h-4 w-4" />
          {props.label ?? 'Attach files'}
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            onChange={(event) => add(event.target.files)}
          />
        </FileChooserLabel>
        <span className="text-xs text-slate-600">
          Up to {ATTACHMENTS_PER_MESSAGE} files, 10 MB each: PDF, images, text, DOCX, XLSX.
        </span>
      </div>
      {props.files.length > 0 && (
        <ul aria-label="Files to send" className="space-y-1">
          {props.files.map((file) => (
            <li
              key={keyOf(file)}
              className="flex min-w-0 items-center gap-2 text-sm text-slate-800"
            >
              <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              <span className="min-w-0 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-slate-600">({formatFileSize(file.size)})</span>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto shrink-0 px-2"
                aria-label={`Remove ${file.name}`}
                onClick={() => props.onChange(props.files.filter((f) => f !== file))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
