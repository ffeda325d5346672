import { Tabs } from 'radix-ui';
import { cn } from '@/web/lib/cn';
import { readOption } from '@/web/lib/search-params';
import { DocumentsTab } from '../documents/documents-tab';
import { PortalMessagesTab } from '../portal/portal-messages-tab';
import type { InstallerDetail } from '../shared/installer-types';
import { ActivityTab } from './activity-tab';
import { OverviewTab } from './overview-tab';
import { PROFILE_TABS, TAB_LABELS, type ProfileTab } from './profile-params';
import { TimelineTab } from './timeline-tab';

type ProfileTabsProps = {
  installer: InstallerDetail;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
};

/** Only the selected tab is mounted, so its queries run when someone looks at it. */
export function ProfileTabs({ installer, tab, onTabChange }: ProfileTabsProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(readOption(value, PROFILE_TABS, 'overview'))}
      className="space-y-4"
    >
      {/* The bar scrolls within itself on phones, never the page (issue 28 point 11). */}
      <Tabs.List
        aria-label="Installer profile"
        className="flex max-w-full gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PROFILE_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
              value === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="focus-visible:outline-none">
        <OverviewTab installer={installer} />
      </Tabs.Content>
      <Tabs.Content value="activity" className="focus-visible:outline-none">
        <ActivityTab installerId={installer.id} />
      </Tabs.Content>
      <Tabs.Content value="documents" className="focus-visible:outline-none">
        <DocumentsTab installerId={installer.id} />
      </Tabs.Content>
      <Tabs.Content value="timeline" className="focus-visible:outline-none">
        <TimelineTab installerId={installer.id} />
      </Tabs.Content>
      <Tabs.Content value="messages" className="focus-visible:outline-none">
        <PortalMessagesTab installerId={installer.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
