import { useWatch } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { TextareaField } from '@/web/features/inspections/register/form-fields';
import { buildReviewSections } from '../review-summary';
import type { StepProps } from '../wizard-field';

type ReviewStepProps = StepProps & { steps: readonly string[]; onEditStep: (step: number) => void };

export function ReviewStep({ form, field, variant, steps, onEditStep }: ReviewStepProps) {
  // Every value, so the summary follows edits made from here (the notes box) without a stale read.
  const values = useWatch({ control: form.control });
  const sections = buildReviewSections({ ...form.getValues(), ...values }, variant, steps);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((section) => (
          <section
            key={section.step}
            aria-labelledby={`wizard-review-${section.step}`}
            className="rounded-md border border-slate-200 p-4"
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 id={`wizard-review-${section.step}`} className="font-semibold text-slate-900">
                {section.title}
              </h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEditStep(section.step)}
                aria-label={`Edit ${section.title}`}
              >
                Edit
              </Button>
            </div>
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
              {section.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-slate-600">{item.label}</dt>
                  <dd className="break-words text-slate-900">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <TextareaField
        label="Additional notes"
        rows={4}
        hint="Sent with the inspection. Leave empty to send a summary of the details above."
        {...field('additionalNotes')}
        {...form.register('additionalNotes')}
      />
    </>
  );
}
