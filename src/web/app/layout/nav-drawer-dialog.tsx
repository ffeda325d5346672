import { ClipboardCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLinks } from './nav-links';

/**
 * The drawer itself (nav-drawer.tsx): a Radix dialog sliding over the page. It traps focus,
 * closes on Escape and on a click on the overlay, and gives focus back to the menu button. A
 * lazy chunk: Radix's dialog (with its scroll lock) is not needed for a page's first paint.
 */
export default function NavDrawerDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          id={props.contentId}
          aria-describedby={undefined}
          // The menu button is not a Dialog.Trigger (it renders before this chunk loads): focus
          // goes back to it here, as Radix does for its own trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.triggerRef.current?.focus();
          }}
          className="theme-sidebar fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar text-slate-200 shadow-xl focus:outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between px-3">
            <span className="flex items-center gap-2 px-1 text-lg font-semibold text-white">
              <ClipboardCheck aria-hidden="true" className="h-6 w-6 text-emerald-400" />
              InspectHub
            </span>
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Dialog.Close
              aria-label="Close navigation"
              className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
            <NavLinks onNavigate={props.onNavigate} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
