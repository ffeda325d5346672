import { Spinner } from '../components/ui/spinner';

/** Shown while the session or the first page chunk loads (spec 01 section 2: 'Loading...'). */
export function FullPageLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label="Loading..." />
    </main>
  );
}
