import { Menu } from 'lucide-react';
import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { useIdle } from '@/web/lib/use-idle';

/** Tailwind's `lg`: from here the sidebar is always on screen and the drawer is not needed. */
const DESKTOP = '(min-width: 1024px)';

// The drawer (a Radix dialog) loads once the browser is idle after the first paint, or when the
// menu button is pressed before that: it is not part of the shell's first render.
const loadDrawer = () => import('./nav-drawer-dialog');
const NavDrawerDialog = lazy(loadDrawer);

type DrawerState = {
  isOpen: boolean;
  toggle: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
};
const DrawerContext = createContext<DrawerState | null>(null);

/**
 * Below `lg` the navigation is a Radix dialog sliding over the page (nav-drawer-dialog.tsx): it
 * traps focus, closes on Escape and on a click on the overlay, and gives focus back to the menu
 * button. It also closes when the route changes.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Remembering where it was opened closes it on any navigation without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const [wasOpened, setWasOpened] = useState(false);
  const idle = useIdle();
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Widening the window past `lg` hides the drawer's panel; a modal left open would still lock the page.
    const query = window.matchMedia(DESKTOP);
    const closeOnDesktop = (event: MediaQueryListEvent) => event.matches && setOpenedOn(null);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  useEffect(() => {
    if (idle) void loadDrawer();
  }, [idle]);

  const state = useMemo<DrawerState>(
    () => ({
      isOpen,
      toggle: () => {
        setWasOpened(true);
        setOpenedOn(isOpen ? null : pathname);
      },
      contentId,
      triggerRef,
    }),
    [isOpen, pathname, contentId],
  );

  return (
    <DrawerContext value={state}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <NavDrawerDialog
            open={isOpen}
            onOpenChange={(open) => setOpenedOn(open ? pathname : null)}
            // Following a link to the page already shown changes no route, so the links close it too.
            onNavigate={() => setOpenedOn(null)}
            contentId={contentId}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </DrawerContext>
  );
}

/** The header's menu button (inside NavDrawer), with the attributes a Radix dialog trigger has. */
export function NavDrawerTrigger() {
  const drawer = use(DrawerContext);
  if (!drawer) throw new Error('NavDrawerTrigger must be inside NavDrawer');
  return (
    <button
      type="button"
      ref={drawer.triggerRef}
      onClick={drawer.toggle}
      aria-label="Open navigation"
      aria-haspopup="dialog"
      aria-expanded={drawer.isOpen}
      aria-controls={drawer.isOpen ? drawer.contentId : undefined}
      data-state={drawer.isOpen ? 'open' : 'closed'}
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 lg:hidden"
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
