import { getInitials } from '@/shared/format';
import { lazy, Suspense, type ComponentPropsWithRef } from 'react';
import { useDeferredControl } from '@/web/lib/use-deferred-control';
import { useSessionUser } from '@/web/lib/use-session-user';

// Radix's dropdown menu (with its positioning library) is not needed for a page's first paint: a
// stand-in button shows until the browser is idle or the button is pressed.
const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadDropdown);

/** The round button with the user's initials (the menu's trigger, and its stand-in). */
export function AccountButton({
  initials,
  ...props
}: { initials: string } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      {...props}
    >
      {initials}
    </button>
  );
}

export function AccountMenu() {
  const me = useSessionUser();
  const control = useDeferredControl(loadDropdown);
  const standIn = (
    <AccountButton
      initials={getInitials(me.data?.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      {...control.standInProps}
    />
  );
  if (!control.ready) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenuDropdown
        me={me.data}
        defaultOpen={control.pressed}
        focusTrigger={control.hadFocus}
      />
    </Suspense>
  );
}
