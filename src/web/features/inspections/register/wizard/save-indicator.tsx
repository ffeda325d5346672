import { CircleCheck, LoaderCircle } from 'lucide-react';

type SaveIndicatorProps = { isSaving: boolean; isSaved: boolean };

/** A polite live region, so the save state is announced without stealing focus. */
export function SaveIndicator({ isSaving, isSaved }: SaveIndicatorProps) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600">
      {isSaving ? (
        <>
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          Auto-saving...
        </>
      ) : (
        isSaved && (
          <>
            <CircleCheck aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            All changes saved
          </>
        )
      )}
    </p>
  );
}
