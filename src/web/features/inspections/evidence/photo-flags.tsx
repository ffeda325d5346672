import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExplainFlagInput, PHOTO_FLAG_LABELS, type PhotoFlag } from '@/shared/evidence/flags';
import { formatDateTime } from '@/shared/format';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useEvidenceList } from '../api/use-evidence';
import { useExplainFlag } from '../api/use-photo-flags';

type FlaggedFile = {
  id: string;
  inspectionId: string;
  fileName: string;
  withdrawnAt: string | null;
  flags: PhotoFlag[];
};

/**
 * A photo's integrity flags (issue 32 point 7): what is wrong and by how much, the matched
 * record when the user may open it, and the explanation, or 'Explain' for a coordinator.
 */
export function PhotoFlagList({ file }: { file: FlaggedFile }) {
  const list = useEvidenceList(file.inspectionId);
  const mayExplain = (list.data?.mayExplainFlags ?? false) && !file.withdrawnAt;
  const [explaining, setExplaining] = useState<PhotoFlag | null>(null);
  if (file.flags.length === 0) return null;
  return (
    // A group, not a list: the tile is an item of the file list, whose items tests count.
    <div role="group" aria-label={`Flags of ${file.fileName}`} className="space-y-1.5">
      {file.flags.map((flag) => (
        <div
          key={flag.code}
          className={`rounded px-1.5 py-1 text-xs ${flag.explanation ? 'bg-slate-100 text-slate-800' : 'bg-amber-100 text-amber-950'}`}
        >
          <p className="flex items-center gap-1 font-semibold">
            {flag.explanation ? (
              <CheckCircle2 aria-hidden="true" className="h-3 w-3 shrink-0" />
            ) : (
              <AlertTriangle aria-hidden="true" className="h-3 w-3 shrink-0" />
            )}
            {PHOTO_FLAG_LABELS[flag.code]}
            {flag.explanation && <span className="font-normal">(explained)</span>}
          </p>
          {flag.code !== 'no_time' && flag.code !== 'no_position' && (
            <p className="mt-0.5 break-words">{flag.detail}</p>
          )}
          {flag.match?.inspectionId && (
            <Link
              to={`/inspections/${flag.match.inspectionId}`}
              className="mt-0.5 inline-block text-emerald-800 underline"
            >
              Open {flag.match.reference}
            </Link>
          )}
          {flag.explanation ? (
            <p className="mt-0.5 break-words">
              Explained by {flag.explanation.byName} on {formatDateTime(flag.explanation.at)}:{' '}
              {flag.explanation.reason}
            </p>
          ) : (
            mayExplain && (
              <Button
                variant="link"
                className="h-auto p-0 text-xs"
                onClick={() => setExplaining(flag)}
                aria-label={`Explain '${PHOTO_FLAG_LABELS[flag.code]}' on ${file.fileName}`}
              >
                Explain
              </Button>
            )
          )}
        </div>
      ))}
      <ExplainFlagDialog file={file} flag={explaining} onClose={() => setExplaining(null)} />
    </div>
  );
}

function ExplainFlagDialog({
  file,
  flag,
  onClose,
}: {
  file: FlaggedFile;
  flag: PhotoFlag | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={flag !== null} onOpenChange={(open) => !open && onClose()}>
      {flag && (
        <DialogContent
          title={`Explain '${PHOTO_FLAG_LABELS[flag.code]}'`}
          description={`${file.fileName}: ${flag.detail} The flag stays listed as explained, with your name and reason.`}
        >
          <ExplainForm key={`${file.id}:${flag.code}`} file={file} flag={flag} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ExplainForm({
  file,
  flag,
  onDone,
}: {
  file: FlaggedFile;
  flag: PhotoFlag;
  onDone: () => void;
}) {
  const form = useZodForm(ExplainFlagInput, {
    defaultValues: { evidenceId: file.id, code: flag.code, reason: '' },
  });
  const mutation = useExplainFlag({ onExplained: onDone });
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
    >
      <FormField id="explain-reason" label="Reason" error={form.formState.errors.reason?.message}>
        {(c) => <Textarea {...fieldAria(c)} {...form.register('reason')} />}
      </FormField>
      {mutation.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          Mark explained
        </Button>
      </div>
    </form>
  );
}

/** The overview's line for an item: open flags by kind, explained and withdrawn counts. */
export function ItemFlagSummary({ files }: { files: FlaggedFile[] }) {
  const current = files.filter((f) => !f.withdrawnAt);
  const open = new Map<string, number>();
  let explained = 0;
  for (const flag of current.flatMap((f) => f.flags)) {
    if (flag.explanation) explained += 1;
    else open.set(PHOTO_FLAG_LABELS[flag.code], (open.get(PHOTO_FLAG_LABELS[flag.code]) ?? 0) + 1);
  }
  const withdrawn = files.length - current.length;
  const parts = [
    ...[...open].map(([label, n]) => `${label}: ${n}`),
    explained > 0 && `Explained: ${explained}`,
    withdrawn > 0 && `Withdrawn: ${withdrawn}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="text-xs text-amber-900">{parts.join(' · ')}</span>;
}
