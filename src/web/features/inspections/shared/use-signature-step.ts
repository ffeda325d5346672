import type { InspectionStatus } from '@/shared/inspections/statuses';
import { useRef, useState } from 'react';
import { uploadSignature, type SignaturePadHandle } from '../evidence/signature-pad';
import { needsCompletionDate } from './status-form';

const SIGNATURE_REQUIRED =
  "Sign above: the inspector's signature is required to complete this inspection.";

/**
 * Completing: the inspector's signature, when drawn, is stored before the status changes (it
 * goes on the report). `store` answers whether the status change may go ahead.
 */
export function useSignatureStep(inspectionId: string) {
  const pad = useRef<SignaturePadHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSigning, setIsSigning] = useState(false);

  async function store(status: InspectionStatus, isRequired: boolean): Promise<boolean> {
    const png = needsCompletionDate(status) ? await pad.current?.toPng() : null;
    if (!png && isRequired) {
      setError(SIGNATURE_REQUIRED);
      return false;
    }
    if (!png) return true;
    setError(null);
    setIsSigning(true);
    try {
      await uploadSignature(inspectionId, png);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The signature was not saved.');
      return false;
    } finally {
      setIsSigning(false);
    }
  }

  return { pad, error, isSigning, store };
}
