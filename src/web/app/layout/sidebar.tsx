import { ClipboardCheck, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isNavItemActive } from './nav-items';
import { useLogout } from './use-logout';
import { useNavItems } from './use-nav-items';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const ITEM_CLASS =
  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-400';

export function Sidebar() {
  const { pathname } = useLocation();
  const { isCollapsed, toggle } = useSidebarCollapsed();
  const logout = useLogout();
  const navItems = useNavItems();

  return (
    <nav
      aria-label="Main"
      className={cn(
        'theme-sidebar sticky top-0 flex h-screen shrink-0 flex-col bg-sidebar text-slate-200 transition-[width]',
        isCollapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center px-3',
          isCollapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {!isCollapsed && (
          <span className="flex items-center gap-2 px-1 text-lg font-semibold text-white">
            <ClipboardCheck aria-hidden="true" className="h-6 w-6 text-emerald-400" />
            InspectHub
          </span>
        )}
        <button
          type="button"
          onClick={toggle}
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!isCollapsed}
          aria-controls="sidebar-links"
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
        >
          {isCollapsed ? (
            <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      <ul id="sidebar-links" className="flex-1 space-y-1 overflow-y-auto px-2 py-2">
        {navItems.map(({ label, path, icon: Icon }) => {
          const isActive = isNavItemActive(path, pathname);
          return (
            <li key={path}>
              <Link
                to={path}
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
    </nav>
  );
}
