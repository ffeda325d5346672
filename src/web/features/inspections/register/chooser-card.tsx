import { formatDateTime } from '@/shared/format';
import { ArrowRight, History } from 'lucide-react';
import { Link } from 'react-router';
import type { ChooserOption } from './chooser-options';

type ChooserCardProps = { option: ChooserOption; draftSavedAt: string | Date | null };

export function ChooserCard({ option, draftSavedAt }: ChooserCardProps) {
  const { icon: Icon, variant } = option;
  const titleId = `register-${variant}-title`;
  const descriptionId = `register-${variant}-description`;
  const draftId = `register-${variant}-draft`;
  return (
    <Link
      to={option.path}
      // Named by the title alone; the description, steps and draft hint are read after it.
      aria-labelledby={titleId}
      aria-describedby={draftSavedAt ? `${descriptionId} ${draftId}` : descriptionId}
      className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:border-emerald-700 hover:shadow-md"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-emerald-50">
        <Icon aria-hidden="true" className="h-6 w-6 text-emerald-700" />
      </span>
      <div className="space-y-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {option.title}
        </h2>
        <p id={descriptionId} className="text-sm text-slate-600">
          {option.description}
        </p>
      </div>
      <ol className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-700">
        {option.pipeline.map((step, index) => (
          <li key={step} className="flex items-center gap-2">
            <span className="rounded-full bg-slate-100 px-2.5 py-1">
              {index + 1}. {step}
            </span>
            {index < option.pipeline.length - 1 && (
              <ArrowRight aria-hidden="true" className="h-3 w-3 text-slate-400" />
            )}
          </li>
        ))}
      </ol>
      {draftSavedAt && (
        <p
          id={draftId}
          className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <History aria-hidden="true" className="h-4 w-4" />
          Resume draft saved {formatDateTime(draftSavedAt)}
        </p>
      )}
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
        {draftSavedAt ? 'Continue' : 'Start'}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </span>
    </Link>
  );
}
