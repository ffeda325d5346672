import { BookOpen, Code2 } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { ApiDocsLink, UserGuideLink } from './guide-links';

/**
 * Support > Resources: the user guide and the API documentation, both PDFs the
 * server makes from the project's own docs. Video Tutorials are not offered:
 * none exist.
 */
export function ResourcesTab() {
  return (
    <section aria-labelledby="resources-heading" className="space-y-4">
      <h2 id="resources-heading" className="text-lg font-semibold text-slate-900">
        Resources
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col p-6">
          <BookOpen aria-hidden="true" className="h-6 w-6 text-emerald-700" />
          <h3 className="mt-3 text-base font-semibold text-slate-900">User Guide</h3>
          <p className="mt-1 flex-1 text-sm text-slate-600">
            How to sign in, register and work inspections, the pending queue, installers and
            monitoring, defects and follow-ups, payments and support.
          </p>
          <div className="mt-4">
            <UserGuideLink>Download PDF</UserGuideLink>
          </div>
        </Card>
        <Card className="flex flex-col p-6">
          <Code2 aria-hidden="true" className="h-6 w-6 text-emerald-700" />
          <h3 className="mt-3 text-base font-semibold text-slate-900">API Docs</h3>
          <p className="mt-1 flex-1 text-sm text-slate-600">
            The inspections and installers procedures and file routes the portal itself uses, with
            their inputs, answers and permissions.
          </p>
          <div className="mt-4">
            <ApiDocsLink>Open API Docs</ApiDocsLink>
          </div>
        </Card>
      </div>
    </section>
  );
}
