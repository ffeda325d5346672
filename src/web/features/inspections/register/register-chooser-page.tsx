import { ArrowLeft, Clock, ListChecks, Save, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { useWizardDrafts } from '../api/use-wizard-drafts';
import { ChooserCard } from './chooser-card';
import { CHOOSER_OPTIONS } from './chooser-options';

const INFO_TILES: readonly { icon: LucideIcon; value: string; label: string }[] = [
  { icon: Clock, value: '2 min', label: 'Average per step' },
  { icon: ListChecks, value: '6 steps', label: 'From measure to review' },
  { icon: Save, value: 'Auto-save', label: 'Drafts are saved as you go' },
];

/** /inspections/register: choose between scheduling and registering a completed inspection. */
export function RegisterChooserPage() {
  // Only a hint: if the drafts cannot be read the cards still work, so no error is shown.
  const drafts = useWizardDrafts();
  const savedAt = (variant: string) =>
    drafts.data?.find((draft) => draft.variant === variant)?.updatedAt ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <Link
        to={PATHS.inspections}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Inspections
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Register Inspection</h1>
        <p className="mt-1 text-slate-600">
          Choose whether you are booking a new inspection or recording one that has already
          happened.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {CHOOSER_OPTIONS.map((option) => (
          <li key={option.variant}>
            <ChooserCard option={option} draftSavedAt={savedAt(option.variant)} />
          </li>
        ))}
      </ul>
      <ul aria-label="About the wizards" className="grid gap-4 sm:grid-cols-3">
        {INFO_TILES.map(({ icon: Icon, value, label }) => (
          <li
            key={value}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
            <span>
              <span className="block font-semibold text-slate-900">{value}</span>
              <span className="block text-sm text-slate-600">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
