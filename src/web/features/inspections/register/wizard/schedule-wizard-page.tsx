import { RegistrationWizard } from './registration-wizard';

/** /inspections/register/schedule */
export function ScheduleWizardPage() {
  return <RegistrationWizard variant="schedule" />;
}
