import {
  ClipboardList,
  LayoutDashboard,
  MessageSquare,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';

export type PortalNavItem = { to: string; label: string; icon: LucideIcon; isEnd: boolean };

/** The portal's menu, in order (issue 31 point 3). */
export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  { to: PORTAL_PATHS.overview, label: 'Overview', icon: LayoutDashboard, isEnd: true },
  { to: PORTAL_PATHS.inspections, label: 'Inspections', icon: ClipboardList, isEnd: false },
  { to: PORTAL_PATHS.remediations, label: 'Remediations', icon: Wrench, isEnd: false },
  { to: PORTAL_PATHS.messages, label: 'Messages', icon: MessageSquare, isEnd: false },
  { to: PORTAL_PATHS.account, label: 'Account', icon: UserRound, isEnd: false },
];

/** The browser tab's title for a portal path. */
export function portalPageTitle(pathname: string): string {
  const match = [...PORTAL_NAV_ITEMS]
    .reverse()
    .find((item) => (item.isEnd ? pathname === item.to : pathname.startsWith(item.to)));
  return match?.label ?? 'Installer portal';
}
