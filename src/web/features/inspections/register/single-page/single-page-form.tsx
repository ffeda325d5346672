import {
  type SinglePageForm,
  createSinglePageFormDefaults,
  listSinglePageFormErrors,
  SinglePageFormInput,
} from '@/shared/inspections/single-page-form';
import { toLocalIsoDate, type FieldError } from '@/shared/inspections/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useTRPC } from '@/web/lib/trpc';
import { pickFirstError } from './first-error';
import { InstallerSection } from './installer-section';
import { MeasureSection } from './measure-section';
import { SinglePageProgress } from './single-page-progress';
import { SINGLE_PAGE_ERROR_ID, toSinglePageForm, type SinglePageValues } from './single-page-types';
import { PropertySection, VisitSection } from './visit-sections';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { DuplicateWarning, readDuplicateWarning, type DuplicateNotice } from '../duplicate-warning';

const CREATE_FAILED = 'Failed to create inspection. Please try again.';

export type CreatedInspection = { id: string; reference: string };
type SinglePageFormProps = { onCreated: (created: CreatedInspection) => void };

export function SinglePageRegistrationForm({ onCreated }: SinglePageFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);
  // What was submitted, sent again unchanged when the user confirms the duplicate.
  const submitted = useRef<SinglePageForm | null>(null);
  const form = useZodForm(SinglePageFormInput, {
    defaultValues: createSinglePageFormDefaults(toLocalIsoDate(new Date())),
    // Spec 01 section 4: errors show on submit and clear on any edit; no live re-checking.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // We focus the field of the one message we show, not RHF's first error.
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, setFocus, watch, control } = form;

  const create = useMutation(
    trpc.inspection.createInspectionDirect.mutationOptions({
      onSuccess: async (created) => {
        onCreated({ id: created.id, reference: created.reference });
        await queryClient.invalidateQueries({ queryKey: trpc.inspection.pathKey() });
      },
      onError: (error) => {
        const notice = readDuplicateWarning(error);
        if (notice) {
          setDuplicate(notice);
          return;
        }
        console.error('Failed to create inspection', error);
        setServerError(describeError(error, { fallback: CREATE_FAILED }).message);
      },
    }),
  );

  useEffect(() => {
    const subscription = watch(() => {
      setFieldError(null);
      setServerError(null);
      setDuplicate(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

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
      <Card className="space-y-4">
        <SinglePageProgress control={control} />
      </Card>
      <Card className="space-y-8">
        <MeasureSection form={form} error={fieldError} />
        <InstallerSection form={form} error={fieldError} />
        <PropertySection form={form} error={fieldError} />
        <VisitSection form={form} error={fieldError} />
      </Card>
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
      {serverError && (
        <Alert tone="error" role="alert" id={SINGLE_PAGE_ERROR_ID}>
          {serverError}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || duplicate !== null}>
          {create.isPending ? 'Registering Inspection...' : 'Register Inspection'}
        </Button>
      </div>
    </form>
  );
}
