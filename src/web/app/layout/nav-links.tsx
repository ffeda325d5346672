import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/web/lib/cn';
import { isNavItemActive } from './nav-items';
import { useLogout } from './use-logout';
import { useNavItems } from './use-nav-items';

const ITEM_CLASS =
  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-400';

type NavLinksProps = {
  id?: string;
  /** Icons only (the desktop rail); labels stay the links' accessible names. */
  isCollapsed?: boolean;
  /** Called when a link is followed, so the drawer can close even on the current page. */
  onNavigate?: () => void;
};

/** The spec's sidebar entries and Logout, shared by the desktop sidebar and the phone drawer. */
export function NavLinks({ id, isCollapsed = false, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const navItems = useNavItems();

  return (
    <>
      <ul id={id} className="flex-1 space-y-1 overflow-y-auto px-2 py-2">
        {navItems.map(({ label, path, icon: Icon }) => {
          const isActive = isNavItemActive(path, pathname);
          return (
            <li key={path}>
              <Link
                to={path}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                // Collapsed, the label is visually hidden but stays the link's name; the tooltip helps mouse users.
                title={isCollapsed ? label : undefined}
                className={cn(
                  ITEM_CLASS,
                  isCollapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-emerald-700 text-white'
                    : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                )}
              >
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                <span className={cn(isCollapsed && 'sr-only')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-800 p-2">
        <button
          type="button"
          onClick={() => void logout()}
          title={isCollapsed ? 'Logout' : undefined}
          className={cn(
            ITEM_CLASS,
            'w-full text-slate-300 hover:bg-slate-800 hover:text-white',
            isCollapsed && 'justify-center px-0',
          )}
        >
          <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span className={cn(isCollapsed && 'sr-only')}>Logout</span>
        </button>
      </div>
    </>
  );
}
