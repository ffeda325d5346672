import { SINGLE_FORM_SUCCESS_RESET_MS } from '@/shared/inspections/options';
import { useEffect, useState } from 'react';
import { SinglePageRegistrationForm, type CreatedInspection } from './single-page-form';
import { SinglePageSuccess } from './single-page-success';

/** /inspections/create: the one-page 'Register New Inspection' form (spec 01 section 2). */
export function RegisterInspectionPage() {
  const [createdReference, setCreatedReference] = useState<CreatedInspection | null>(null);
  // A new key mounts a fresh form, which is the reset the spec asks for after success.
  const [formKey, setFormKey] = useState(0);

  const startAgain = () => {
    setCreatedReference(null);
    setFormKey((key) => key + 1);
  };

  useEffect(() => {
    if (createdReference === null) return;
    const timer = setTimeout(() => {
      setCreatedReference(null);
      setFormKey((key) => key + 1);
    }, SINGLE_FORM_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [createdReference]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 id="register-inspection-title" className="text-2xl font-semibold text-slate-900">
          Register New Inspection
        </h1>
        <p className="mt-1 text-slate-600">
          Fill in the details below. Fields marked with an asterisk (*) are required.
        </p>
      </div>
      {createdReference === null ? (
        <SinglePageRegistrationForm key={formKey} onCreated={setCreatedReference} />
      ) : (
        <SinglePageSuccess created={createdReference} onCreateAnother={startAgain} />
      )}
    </div>
  );
}
