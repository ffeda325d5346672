import { getInitials } from '@/shared/format';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { listMenuLinks } from '../routes/route-table';
import { AccountButton } from './account-menu';
import { useLogout } from './use-logout';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

// The account menu's links are offered to every user, as in the spec (their routes require no
// permission: src/web/app/routes/route-table.test.ts); the pages themselves check permissions.
const LINKS = listMenuLinks('account');

/**
 * The account menu itself (account-menu.tsx renders a stand-in until this chunk is in).
 * `defaultOpen`: the stand-in was pressed; `focusTrigger`: it had the focus.
 */
export default function AccountMenuDropdown(props: {
  /** session.me, read by the stand-in (one observer: a second would ask again as it mounts). */
  me: { name: string; role: string; email: string } | undefined;
  defaultOpen: boolean;
  focusTrigger: RefObject<boolean>;
}) {
  const me = { data: props.me };
  const logout = useLogout();
  const name = me.data?.name.trim() || 'User';
  const trigger = useRef<HTMLButtonElement>(null);
  const { focusTrigger, defaultOpen } = props;
  useEffect(() => {
    // Not when it opens as it mounts: the menu takes the focus then, and would close if it left.
    if (focusTrigger.current && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    // Non-modal: a modal menu aria-hides the page while open, which leaves the skip link focusable but hidden.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountButton ref={trigger} initials={getInitials(me.data?.name)} />
      </DropdownMenu.Trigger>
      {/* Rendered in place, not portalled, so the menu stays inside the banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-xl"
      >
        <DropdownMenu.Label className="px-2 py-2">
          <span className="block text-sm font-semibold text-slate-900">{name}</span>
          {me.data && (
            <span className="block text-xs font-medium text-emerald-800">{me.data.role}</span>
          )}
          {me.data && (
            <span className="block truncate text-xs text-slate-600">{me.data.email}</span>
          )}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {LINKS.map(({ label, path, icon: Icon }) => (
          <DropdownMenu.Item key={path} asChild className={ITEM_CLASS}>
            <Link to={path}>
              <Icon aria-hidden="true" className="h-4 w-4 text-slate-600" />
              {label}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="h-4 w-4 text-slate-600" />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
