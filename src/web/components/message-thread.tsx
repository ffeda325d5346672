import { Paperclip } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@/shared/format';
import { MAX_MESSAGE_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@/shared/installer-portal/messages';
import { FormField, fieldAria } from '@/web/components/form-field';
import { FileChooserLabel } from '@/web/components/form-field-file';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';

export type ThreadMessage = {
  id: string;
  authorName: string;
  authorSide: string;
  body: string;
  internal: boolean;
  mine: boolean;
  createdAt: string;
  attachments: { id: string; name: string; size: number }[];
};

/**
 * A portal thread's messages, oldest first (issue 31 point 5): the reader's own on the right,
 * internal notes marked in amber (staff only ever receive them), files as download links.
 */
export function MessageList({
  messages,
  fileUrl,
}: {
  messages: ThreadMessage[];
  fileUrl: (id: string) => string;
}) {
  if (messages.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600">No messages yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m) => (
        <li key={m.id} className={cn('flex', m.mine ? 'justify-end' : 'justify-start')}>
          <article
            className={cn(
              'max-w-[85%] rounded-lg border px-3 py-2 text-sm break-words',
              m.internal
                ? 'border-amber-300 bg-amber-50'
                : m.mine
                  ? 'border-emerald-200 bg-emerald-50'
                  : 'border-slate-200 bg-white',
            )}
          >
            <p className="text-xs text-slate-600">
              <span className="font-medium text-slate-800">{m.authorName}</span>
              {' · '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              {m.internal && (
                <span className="ml-1 font-semibold text-amber-800">Internal note</span>
              )}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p>
            {m.attachments.length > 0 && (
              <ul className="mt-2 space-y-1">
                {m.attachments.map((f) => (
                  <li key={f.id}>
                    <a
                      href={fileUrl(f.id)}
                      className="inline-flex items-center gap-1 text-emerald-800 underline"
                    >
                      <Paperclip aria-hidden="true" className="h-3.5 w-3.5" />
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}

export type ComposedMessage = { body: string; internal: boolean; files: File[] };

/** Writes a message with up to five files; staff may mark it an internal note. */
export function MessageComposer({
  idPrefix,
  allowInternal = false,
  isSending,
  onSend,
}: {
  idPrefix: string;
  allowInternal?: boolean;
  isSending: boolean;
  onSend: (message: ComposedMessage) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write a message first');
    if (text.length > MESSAGE_MAX_LENGTH)
      return setError(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
    if (files.length > MAX_MESSAGE_ATTACHMENTS)
      return setError(`Attach at most ${MAX_MESSAGE_ATTACHMENTS} files`);
    setError(undefined);
    await onSend({ body: text, internal, files });
    setBody('');
    setFiles([]);
    setInternal(false);
  };
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-2" noValidate>
      <FormField id={`${idPrefix}-body`} label="Your message" error={error}>
        {(c) => (
          <Textarea
            {...fieldAria(c)}
            rows={3}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              // Ctrl+Enter (Cmd+Enter) sends, as in most messaging tools.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey))
                void submit(e).catch(() => undefined);
            }}
          />
        )}
      </FormField>
      {allowInternal && (
        <FormField
          id={`${idPrefix}-internal`}
          label="Internal note (staff only: the installer never sees it)"
          layout="inline"
        >
          {(c) => (
            <Checkbox
              {...fieldAria(c)}
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttachFiles id={`${idPrefix}-files`} files={files} onChange={setFiles} />
        <Button type="submit" disabled={isSending} className="min-h-11">
          {isSending ? 'Sending…' : internal ? 'Add note' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/** The composer's file chooser: shows how many files are chosen. */
function AttachFiles({
  id,
  files,
  onChange,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
}) {
  return (
    <FormField id={id} label="Attach files" layout="hidden-label">
      {(c) => (
        <>
          <FileChooserLabel
            htmlFor={c.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-emerald-600 hover:bg-slate-100"
          >
            <Paperclip aria-hidden="true" className="h-4 w-4" />
            {files.length ? `${files.length} file${files.length === 1 ? '' : 's'}` : 'Attach'}
          </FileChooserLabel>
          <input
            id={c.id}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,text/plain"
            className="sr-only"
            onChange={(e) => onChange([...(e.target.files ?? [])])}
          />
        </>
      )}
    </FormField>
  );
}
