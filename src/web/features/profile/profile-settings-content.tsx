import { Tabs } from 'radix-ui';
import { cn } from '@/web/lib/cn';
import { ThemeDisplay } from '../theme/theme-display';
import { PersonalInfo } from './personal-info';

export type ProfileTab = 'personal' | 'theme';

const TABS: { value: ProfileTab; label: string }[] = [
  { value: 'personal', label: 'Personal Info' },
  { value: 'theme', label: 'Theme & Display' },
];

/** The body of /profile-settings, also shown in Admin Settings > Profile. */
export function ProfileSettingsContent({
  tab,
  onTabChange,
}: {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value === 'theme' ? 'theme' : 'personal')}
      className="space-y-6"
    >
      <Tabs.List
        aria-label="Profile settings sections"
        className="flex gap-1 border-b border-slate-200"
      >
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              value === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="personal" className="focus-visible:outline-none">
        <PersonalInfo />
      </Tabs.Content>
      <Tabs.Content value="theme" className="focus-visible:outline-none">
        <ThemeDisplay />
      </Tabs.Content>
    </Tabs.Root>
  );
}
