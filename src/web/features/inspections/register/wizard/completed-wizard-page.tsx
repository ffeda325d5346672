import { RegistrationWizard } from './registration-wizard';

/** /inspections/register/completed */
export function CompletedWizardPage() {
  return <RegistrationWizard variant="completed" />;
}
