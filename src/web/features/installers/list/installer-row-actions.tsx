import { CalendarPlus, Ellipsis, Eye, Mail, StickyNote } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import type { RowActionsLayout } from '@/web/components/data-table/types';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/use-permissions';
import { buildInstallerPanelPath, buildScheduleInspectionPath } from '../shared/profile-links';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

type InstallerRowActionsProps = { id: string; name: string; layout?: RowActionsLayout };

export function InstallerRowActions({ id, name, layout = 'table' }: InstallerRowActionsProps) {
  // Scheduling opens the registration wizard, which needs inspections:create.
  const canSchedule = usePermissions().can('inspections:create');
  const items = [
    { label: 'View profile', to: buildInstallerPath(id), Icon: Eye },
    { label: 'Contact', to: buildInstallerPanelPath(id, 'email'), Icon: Mail },
    ...(canSchedule
      ? [{ label: 'Schedule inspection', to: buildScheduleInspectionPath(id), Icon: CalendarPlus }]
      : []),
    { label: 'Add note', to: buildInstallerPanelPath(id, 'notes'), Icon: StickyNote },
  ];
  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Actions for ${name}`}
          className={cn(
            'inline-flex items-center justify-center gap-2 rounded-md text-slate-700 hover:bg-slate-100',
            // On a phone card the menu is a large button across the card, with its word showing.
            layout === 'card'
              ? 'h-10 flex-1 border border-slate-300 text-sm font-medium'
              : 'h-8 w-8',
          )}
        >
          <Ellipsis aria-hidden="true" className="h-4 w-4" />
          {layout === 'card' && <span aria-hidden="true">Actions</span>}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-xl"
        >
          {/* Every action is a navigation, so each item is a real link (middle-click, copy link). */}
          {items.map(({ label, to, Icon }) => (
            <DropdownMenu.Item key={label} asChild className={ITEM_CLASS}>
              <Link to={to}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
