import { ClipboardCheck, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { NavLinks } from './nav-links';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The desktop sidebar (lg and up); narrower screens reach the same links through the drawer. */
export function Sidebar() {
  const { isCollapsed, toggle } = useSidebarCollapsed();

  return (
    <nav
      aria-label="Main"
      className={cn(
        'theme-sidebar sticky top-0 hidden h-screen shrink-0 flex-col bg-sidebar text-slate-200 transition-[width] lg:flex',
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
      <NavLinks id="sidebar-links" isCollapsed={isCollapsed} />
    </nav>
  );
}
