import { X } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

export type PwaBannerProps =
  | { kind: 'update'; onReload: () => void; onLater: () => void }
  | { kind: 'updating' }
  | { kind: 'offline-ready'; onClose: () => void };

const MESSAGES: Record<PwaBannerProps['kind'], string> = {
  update: 'A new version of InspectHub is available.',
  updating: 'Updating InspectHub…',
  'offline-ready': 'InspectHub is ready to work offline.',
};

/**
 * The service worker's one message at a time, in a corner, never modal: a new version waits for
 * "Reload to update" (nothing is swapped under a form being filled in), and the note that the
 * app now works offline goes by itself. Not a toast: the toaster lives in the signed-in area
 * only (app/providers.tsx), and this shows on /login and the installer portal too.
 */
export function PwaBanner(props: PwaBannerProps) {
  const passive = props.kind === 'offline-ready';
  return (
    <section
      aria-label="App updates"
      // The offline note is information only: clicks pass through it to the page beneath.
      className={`fixed right-4 bottom-4 left-4 z-50 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg sm:right-auto sm:max-w-md ${passive ? 'pointer-events-none' : ''}`}
    >
      <p className="min-w-0 flex-1">{MESSAGES[props.kind]}</p>
      {props.kind === 'update' && (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={props.onLater}>
            Later
          </Button>
          <Button size="sm" onClick={props.onReload}>
            Reload to update
          </Button>
        </span>
      )}
      {props.kind === 'offline-ready' && (
        <Button
          size="sm"
          variant="ghost"
          className="pointer-events-auto -my-1 w-8 px-0"
          aria-label="Dismiss"
          onClick={props.onClose}
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </section>
  );
}
