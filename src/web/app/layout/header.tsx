import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ASSISTANT_PANEL_ID, useAssistant } from '../../features/assistant/assistant-context';
import { useFeatureFlag } from '../../features/admin-settings/use-feature-flags';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';

/**
 * The page title is plain text, not a heading: each page owns its single h1,
 * and a second heading with the same words would confuse screen-reader users.
 */
export function Header({ title }: { title: string }) {
  const assistant = useAssistant();
  const hasAssistant = useFeatureFlag('aiAssistant');
  const hasSearch = useFeatureFlag('globalSearch');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 md:px-6">
      <p
        data-testid="page-title"
        className="hidden truncate text-lg font-semibold text-slate-900 sm:block md:w-56"
      >
        {title}
      </p>
      {hasSearch && <HeaderSearch />}
      <div className="ml-auto flex items-center gap-1">
        {hasAssistant && (
          <Button
            variant="ghost"
            onClick={assistant.toggle}
            aria-expanded={assistant.isOpen}
            aria-controls={assistant.isOpen ? ASSISTANT_PANEL_ID : undefined}
          >
            <Sparkles aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            <span className="sr-only lg:not-sr-only">AI Assistant</span>
          </Button>
        )}
        <NotificationBell />
        <AccountMenu />
      </div>
    </header>
  );
}
