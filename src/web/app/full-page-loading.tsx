import { Spinner } from '../components/ui/spinner';

/**
 * Shown while the session or the first page chunk loads (spec 01 section 2: 'Loading...').
 * It fades in after 400 ms: a signed-in page that is ready sooner (the usual case) goes straight
 * to its content without a spinner flashing first, and an invisible spinner is no first paint
 * for the browser's timings, so the start-up work before the page does not count as blocking
 * time (Lighthouse TBT, docs/performance.md). The text is in the page for screen readers at once.
 */
export function FullPageLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label="Loading..." className="animate-appear-late" />
    </main>
  );
}
