import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';

/** The end of a guidance dialog's form: why saving failed, then Cancel and the submit button. */
export function DialogFormFooter({
  error,
  isPending,
  disabled = false,
  label,
  pendingLabel,
}: {
  error: string | null;
  isPending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {error !== null && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={disabled || isPending}>
          {isPending ? pendingLabel : label}
        </Button>
      </div>
    </>
  );
}
