import {
  type SinglePageForm,
  createSinglePageFormDefaults,
  listSinglePageFormErrors,
  SinglePageFormInput,
} from '@/shared/inspections/single-page-form';
import { toLocalIsoDate, type FieldError } from '@/shared/inspections/validation';
import { useEffect, useRef, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useCreateInspection } from '@/web/features/inspections/api/use-inspection-mutations';
import { pickFirstError } from './first-error';
import { InstallerSection } from './installer-section';
import { MeasureSection } from './measure-section';
import { SinglePageProgress } from './single-page-progress';
import {
  SINGLE_PAGE_ERROR_ID,
  toSinglePageForm,
  type SectionProps,
  type SinglePageValues,
} from './single-page-types';
import { PropertySection, VisitSection } from './visit-sections';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { DuplicateWarning, readDuplicateWarning, type DuplicateNotice } from '../duplicate-warning';

const CREATE_FAILED = 'Failed to create inspection. Please try again.';

export type CreatedInspection = { id: string; reference: string };
type SinglePageFormProps = { onCreated: (created: CreatedInspection) => void };

/** Any edit clears the messages of the last submit (spec 01 section 4). */
function useClearOnEdit(watch: UseFormWatch<SinglePageValues>, clear: () => void) {
  const clearRef = useRef(clear);
  clearRef.current = clear;
  useEffect(() => {
    const subscription = watch(() => clearRef.current());
    return () => subscription.unsubscribe();
  }, [watch]);
}

function buildFormOptions() {
  return {
    defaultValues: createSinglePageFormDefaults(toLocalIsoDate(new Date())),
    // Spec 01 section 4: errors show on submit and clear on any edit; no live re-checking.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // We focus the field of the one message we show, not RHF's first error.
    shouldFocusError: false,
  } as const;
}

export function SinglePageRegistrationForm({ onCreated }: SinglePageFormProps) {
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);
  // What was submitted, sent again unchanged when the user confirms the duplicate.
  const submitted = useRef<SinglePageForm | null>(null);
  const form = useZodForm(SinglePageFormInput, buildFormOptions());
  const { handleSubmit, getValues, setFocus, watch } = form;

  const create = useCreateInspection({
    onCreated: (created) => onCreated({ id: created.id, reference: created.reference }),
    onError: (error) => {
      const notice = readDuplicateWarning(error);
      if (notice) {
        setDuplicate(notice);
        return;
      }
      console.error('Failed to create inspection', error);
      setServerError(describeError(error, { fallback: CREATE_FAILED }).message);
    },
  });

  useClearOnEdit(watch, () => {
    setFieldError(null);
    setServerError(null);
    setDuplicate(null);
  });

  const onSubmit = handleSubmit(
    (values) => {
      setServerError(null);
      submitted.current = values;
      create.mutate({ source: 'SINGLE_PAGE', form: values });
    },
    (resolverErrors) => {
      const first = pickFirstError(
        listSinglePageFormErrors(toSinglePageForm(getValues())),
        resolverErrors,
      );
      setFieldError(first);
      if (first) setFocus(first.field as keyof SinglePageValues);
    },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="register-inspection-title"
      className="space-y-6"
    >
      <FormSections form={form} error={fieldError} />
      {duplicate && (
        <DuplicateWarning
          notice={duplicate}
          isPending={create.isPending}
          onCancel={() => setDuplicate(null)}
          onConfirm={() => {
            if (!submitted.current) return;
            create.mutate({
              source: 'SINGLE_PAGE',
              form: submitted.current,
              confirmDuplicate: true,
            });
          }}
        />
      )}
      <SubmitArea
        serverError={serverError}
        isPending={create.isPending}
        isBlocked={duplicate !== null}
      />
    </form>
  );
}

type SubmitAreaProps = { serverError: string | null; isPending: boolean; isBlocked: boolean };

/** The server's refusal, then Register Inspection (held while a duplicate waits for an answer). */
function SubmitArea({ serverError, isPending, isBlocked }: SubmitAreaProps) {
  return (
    <>
      {serverError && (
        <Alert tone="error" role="alert" id={SINGLE_PAGE_ERROR_ID}>
          {serverError}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending || isBlocked}>
          {isPending ? 'Registering Inspection...' : 'Register Inspection'}
        </Button>
      </div>
    </>
  );
}

/** The progress card, then the four sections, each showing the one message when it is theirs. */
function FormSections({ form, error }: SectionProps) {
  return (
    <>
      <Card className="space-y-4">
        <SinglePageProgress control={form.control} />
      </Card>
      <Card className="space-y-8">
        <MeasureSection form={form} error={error} />
        <InstallerSection form={form} error={error} />
        <PropertySection form={form} error={error} />
        <VisitSection form={form} error={error} />
      </Card>
    </>
  );
}
