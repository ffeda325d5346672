import { Sparkles } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  ASSISTANT_BUTTON_ID,
  ASSISTANT_PANEL_ID,
  useAssistant,
} from '@/web/features/assistant/assistant-context';
import { useFeatureFlag } from '@/web/features/settings/use-feature-flags';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { NavDrawerTrigger } from './nav-drawer';

/**
 * The page title is plain text, not a heading: each page owns its single h1,
 * and a second heading with the same words would confuse screen-reader users.
 * A long title wraps (three lines on a phone, where it has the least room, two
 * beside the search box) before anything is cut; the full text stays in the
 * element, read out, and in its tooltip.
 */
export function Header({ title }: { title: string }) {
  const assistant = useAssistant();
  const hasAssistant = useFeatureFlag('aiAssistant');
  const hasSearch = useFeatureFlag('globalSearch');
  return (
    <header className="sticky top-0 z-30 flex min-h-16 flex-wrap items-center gap-x-1 border-b border-slate-200 bg-white px-3 sm:gap-x-2 sm:px-4 md:flex-nowrap md:gap-x-3 md:px-6">
      <NavDrawerTrigger />
      <p
        data-testid="page-title"
        title={title}
        className="my-1 line-clamp-3 min-w-0 flex-1 text-base leading-tight font-semibold break-words text-slate-900 sm:text-lg md:line-clamp-2 md:w-48 md:flex-none lg:w-56"
      >
        {title}
      </p>
      {hasSearch && <HeaderSearch />}
      <div className="flex shrink-0 items-center gap-1 md:ml-auto">
        {hasAssistant && (
          // The assistant's one launcher at every width: the header is sticky, so it is always in
          // reach, and no floating button sits over the page's controls.
          <Button
            id={ASSISTANT_BUTTON_ID}
            variant="ghost"
            onClick={assistant.toggle}
            aria-expanded={assistant.isOpen}
            aria-controls={assistant.isOpen ? ASSISTANT_PANEL_ID : undefined}
            className="px-2 lg:px-4"
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
