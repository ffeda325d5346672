import { getInitials } from '@shared/format';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc';
import { PATHS } from '../paths';
import { useLogout } from './use-logout';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

const LINKS = [
  { label: 'Profile Settings', path: PATHS.profileSettings, icon: UserRound },
  { label: 'Account Settings', path: PATHS.accountSettings, icon: Settings },
  // Offered to every user, as in the spec; the page itself checks permissions.
  { label: 'Admin Settings', path: PATHS.settings, icon: ShieldCheck },
] as const;

export function AccountMenu() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const logout = useLogout();
  const name = me.data?.name.trim() || 'User';

  return (
    // Non-modal: a modal menu aria-hides the page while open, which leaves the skip link focusable but hidden.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label="Account menu"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {getInitials(me.data?.name)}
        </button>
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
