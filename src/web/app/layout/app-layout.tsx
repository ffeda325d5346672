import { Outlet, useLocation } from 'react-router';
import { AssistantProvider } from '../../features/assistant/assistant-context';
import { AssistantWidget } from '../../features/assistant/assistant-widget';
import { DEFAULT_PAGE_TITLE, getPageTitle } from '../page-titles';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Shell for every signed-in page: sidebar, header, the page, and the assistant. */
export function AppLayout() {
  const { pathname } = useLocation();
  const title = getPageTitle(pathname);

  return (
    <AssistantProvider>
      <title>{title === DEFAULT_PAGE_TITLE ? title : `${title} - ${DEFAULT_PAGE_TITLE}`}</title>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen bg-slate-50">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header title={title} />
          <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
            <Outlet />
          </main>
        </div>
      </div>
      <AssistantWidget />
    </AssistantProvider>
  );
}
