import { NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { MessagesNavBadge } from '../messages/messages-nav-badge';
import { PORTAL_NAV_ITEMS } from './portal-nav-items';

/**
 * The portal's menu: a column beside the page from 768 px, a bar of five icons with their
 * words along the bottom of a phone (thumb reach), both the same links in the same order.
 */
export function PortalNav({ variant }: { variant: 'side' | 'bottom' }) {
  const isSide = variant === 'side';
  return (
    <nav
      aria-label="Portal"
      className={cn(
        isSide
          ? 'hidden w-56 shrink-0 border-r border-slate-200 bg-white p-3 md:block'
          : 'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden',
      )}
    >
      <ul className={cn(isSide ? 'space-y-1' : 'grid grid-cols-5')}>
        {PORTAL_NAV_ITEMS.map(({ to, label, icon: Icon, isEnd }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={isEnd}
              className={({ isActive }) =>
                cn(
                  'flex items-center rounded-md font-medium focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none',
                  isSide
                    ? 'gap-3 px-3 py-2 text-sm'
                    : 'relative min-h-14 flex-col justify-center gap-0.5 px-1 text-[11px]',
                  isActive
                    ? 'bg-emerald-50 text-emerald-900'
                    : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>{label}</span>
              {to === PORTAL_PATHS.messages && <MessagesNavBadge compact={!isSide} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
