import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** The spec's rendering-failure screen (spec 01 sections 2 and 8). */
export function ErrorFallback() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-red-600" />
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        We encountered an unexpected error. Please try refreshing the page.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </Card>
  );
}

/** Full-screen variant for failures outside the app layout, which then has no <main> of its own. */
export function FullPageErrorFallback() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <ErrorFallback />
    </main>
  );
}
