import { CustomerStep, InstallerStep } from './steps/people-steps';
import { MeasureDetailsStep } from './steps/measure-details-step';
import { MeasurePolicyStep } from './steps/measure-policy-step';
import { PropertyStep } from './steps/property-step';
import { ResultsStep } from './steps/results-step';
import { ReviewStep } from './steps/review-step';
import { SchedulingStep } from './steps/scheduling-step';
import type { StepProps } from './wizard-field';

type WizardStepContentProps = StepProps & {
  step: number;
  steps: readonly string[];
  onEditStep: (step: number) => void;
};

/** Both wizards share steps 1-5 and Review; step 6 is Scheduling or Inspection Results. */
export function WizardStepContent({ step, steps, onEditStep, ...props }: WizardStepContentProps) {
  switch (step) {
    case 0:
      return <MeasurePolicyStep {...props} />;
    case 1:
      return <MeasureDetailsStep {...props} />;
    case 2:
      return <PropertyStep {...props} />;
    case 3:
      return <CustomerStep {...props} />;
    case 4:
      return <InstallerStep {...props} />;
    case 5:
      return props.variant === 'schedule' ? (
        <SchedulingStep {...props} />
      ) : (
        <ResultsStep {...props} />
      );
    default:
      return <ReviewStep {...props} steps={steps} onEditStep={onEditStep} />;
  }
}
