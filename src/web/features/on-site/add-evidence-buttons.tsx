import { EVIDENCE_ACCEPT } from '@/shared/evidence/catalogue';
import { Camera, Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { notifyError, notifyProblem, notifySuccess } from '@/web/lib/notify';
import type { KeptInspection } from '@/web/offline/api';
import { addEvidenceFiles } from './add-evidence';

type AddEvidenceButtonsProps = { kept: KeptInspection; itemId: string; itemLabel: string };

/**
 * Add photo (the camera, where the device has one) and Add document: hidden file inputs behind
 * buttons, as on the inspection page. The files are kept on the device and sent by the outbox.
 */
export function AddEvidenceButtons({ kept, itemId, itemLabel }: AddEvidenceButtonsProps) {
  const photoInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const [isAdding, setIsAdding] = useState(false);

  const take = async (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    setIsAdding(true);
    try {
      const refusals = await addEvidenceFiles(kept, itemId, chosen);
      for (const refusal of refusals) notifyProblem(refusal);
      const count = chosen.length - refusals.length;
      if (count > 0)
        notifySuccess(
          `${count === 1 ? '1 file' : `${count} files`} kept on this device for ${itemId}.`,
        );
    } catch (error) {
      notifyError(error);
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Take a photo for ${itemLabel}`}
        onChange={(event) => void take(event.currentTarget)}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={isAdding}
        onClick={() => photoInput.current?.click()}
      >
        <Camera aria-hidden="true" className="h-4 w-4" />
        Add photo<span className="sr-only"> for {itemId}</span>
      </Button>
      <input
        ref={documentInput}
        type="file"
        multiple
        accept={EVIDENCE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Add documents to ${itemLabel}`}
        onChange={(event) => void take(event.currentTarget)}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={isAdding}
        onClick={() => documentInput.current?.click()}
      >
        <Paperclip aria-hidden="true" className="h-4 w-4" />
        Add document<span className="sr-only"> to {itemId}</span>
      </Button>
    </div>
  );
}
