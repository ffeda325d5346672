import type { StatusMove } from '@/shared/inspections/status-rules';
import { STATUS_LABELS, type InspectionStatus } from '@/shared/inspections/statuses';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import { describeError, type DescribedError } from '@/web/lib/describe-error';
import { SignaturePad, type SignaturePadHandle } from '../evidence/signature-pad';
import { RefusedMoves } from './refused-moves';

type StatusSelectFieldProps = {
  options: readonly InspectionStatus[];
  refused: readonly StatusMove[] | null;
  /** The status-moves query: pending, failed (with Try again) or answered. */
  moves: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** The Status choice, with the server's word on which moves are possible and why not. */
export function StatusSelectField({
  options,
  refused,
  moves,
  error,
  registration,
}: StatusSelectFieldProps) {
  return (
    <div>
      <FormField id="status-update-status" label="Status" error={error}>
        {(c) => (
          <Select {...fieldAria(c)} {...registration}>
            {options.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {moves.isPending && (
        <p className="mt-1 text-sm text-slate-600">Checking which statuses are possible...</p>
      )}
      {moves.isError && (
        <div role="alert" className="mt-1 text-sm text-red-800">
          <p>{describeError(moves.error).message}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-1"
            onClick={() => void moves.refetch()}
          >
            Try again
          </Button>
        </div>
      )}
      {refused && <RefusedMoves refused={refused} />}
    </div>
  );
}

type SignatureFieldProps = {
  padRef: Ref<SignaturePadHandle>;
  isRequired: boolean;
  error: string | null;
};

/** The inspector's signature for a completing status; printed on the inspection report. */
export function SignatureField({ padRef, isRequired, error }: SignatureFieldProps) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-900">
        Inspector signature{isRequired ? ' (required)' : ''}
      </p>
      <p className="mb-1 text-xs text-slate-600">
        {isRequired
          ? 'Required to complete this inspection. Printed on the inspection report.'
          : 'Printed on the inspection report.'}
      </p>
      <SignaturePad ref={padRef} label="Inspector signature" />
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type StatusFailureProps = {
  failure: DescribedError | null;
  reloadError: string | null;
  onReload: () => void;
};

/** The server's refusal, with Reload after a stale version. */
export function StatusFailure({ failure, reloadError, onReload }: StatusFailureProps) {
  if (!failure && !reloadError) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p>{reloadError ?? failure?.message}</p>
      {failure?.isConflict && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onReload}>
          Reload
        </Button>
      )}
    </div>
  );
}
