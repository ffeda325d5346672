import { ClipboardCheck, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavLinks } from './nav-links';

/** Tailwind's `lg`: from here the sidebar is always on screen and the drawer is not needed. */
const DESKTOP = '(min-width: 1024px)';

/**
 * Below `lg` the navigation is a Radix dialog sliding over the page: it traps
 * focus, closes on Escape and on a click on the overlay, and gives focus back
 * to the menu button. It also closes when the route changes.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Remembering where it was opened closes it on any navigation without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;

  useEffect(() => {
    // Widening the window past `lg` hides the drawer's panel; a modal left open would still lock the page.
    const query = window.matchMedia(DESKTOP);
    const closeOnDesktop = (event: MediaQueryListEvent) => event.matches && setOpenedOn(null);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => setOpenedOn(open ? pathname : null)}>
      {children}
      {/* Following a link to the page already shown changes no route, so the links close it too. */}
      <NavDrawerContent onNavigate={() => setOpenedOn(null)} />
    </Dialog.Root>
  );
}

/** The header's menu button (inside NavDrawer); Radix gives it aria-expanded and aria-controls. */
export function NavDrawerTrigger() {
  return (
    <Dialog.Trigger
      aria-label="Open navigation"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 lg:hidden"
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </Dialog.Trigger>
  );
}

function NavDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
      <Dialog.Content
        aria-describedby={undefined}
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
          <NavLinks onNavigate={onNavigate} />
        </nav>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
