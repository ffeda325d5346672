import {
  EWI_GRADING_DESCRIPTIONS,
  EWI_GRADINGS,
  MANDATORY_BEST_PRACTICE,
  MEASURE_QUESTIONS,
  PASS_FAIL,
} from '@/shared/inspections/checklist-questions';
import type { DetailedMeasure } from '@/shared/inspections/measures';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { TextareaField, toOptions } from '@/web/features/inspections/register/form-fields';
import type { FieldBinder, WizardFormApi } from '../wizard-field';

type MeasureQuestionsProps = { form: WizardFormApi; field: FieldBinder; measure: DetailedMeasure };

const GRADING_OPTIONS = EWI_GRADINGS.map((grading) => ({
  value: grading,
  label: grading,
  description: EWI_GRADING_DESCRIPTIONS[grading],
}));

/** The completed wizard's Pass/Fail assessment, plus EWI's grading and write-up. */
export function MeasureQuestions({ form: { register }, field, measure }: MeasureQuestionsProps) {
  const radios = (name: Parameters<FieldBinder>[0], legend: string, isRequired: boolean) => {
    const bound = field(name);
    return {
      id: bound.id,
      legend,
      isRequired,
      isInvalid: Boolean(bound.errorId),
      describedBy: bound.errorId,
    };
  };

  return (
    <section aria-labelledby="wizard-assessment-heading" className="space-y-5">
      <h3 id="wizard-assessment-heading" className="font-semibold text-slate-900">
        {measure} assessment
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        {MEASURE_QUESTIONS[measure].map((question) => (
          <RadioGroup
            key={question.key}
            {...radios(question.key, question.label, question.required)}
            options={toOptions(PASS_FAIL)}
            inputProps={register(question.key)}
          />
        ))}
      </div>
      {measure === 'EWI' && (
        <>
          <RadioGroup
            {...radios('ewiGrading', 'Overall grading', true)}
            options={GRADING_OPTIONS}
            inputProps={register('ewiGrading')}
          />
          <TextareaField
            label="Inspection summary"
            {...field('ewiInspectionSummary')}
            {...register('ewiInspectionSummary')}
          />
          <TextareaField label="Issues" {...field('ewiIssues')} {...register('ewiIssues')} />
          <TextareaField
            label="Recommended actions"
            {...field('ewiRecommendedActions')}
            {...register('ewiRecommendedActions')}
          />
          <RadioGroup
            {...radios('ewiMandatoryBestPractice', 'Mandatory or best practice', false)}
            options={toOptions(MANDATORY_BEST_PRACTICE)}
            inputProps={register('ewiMandatoryBestPractice')}
          />
        </>
      )}
    </section>
  );
}
