import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PHOTO_SIZE_DEFAULT_PX,
  PHOTO_SIZE_MAX_PX,
  PHOTO_SIZE_MIN_PX,
  PhotoSizeSettingInput,
  photoSizeHint,
} from '@/shared/evidence/photo-size';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { usePhotoSizeSetting, useSavePhotoSizeSetting } from '../api/use-photo-size-setting';

type Mode = 'reduce' | 'keep';

const MODE_OPTIONS = [
  {
    value: 'reduce',
    label: 'Reduce large photos',
    description: 'Scaled down on the phone before upload: less mobile data, same capture facts.',
  },
  {
    value: 'keep',
    label: 'Keep original',
    description: 'Photos are uploaded and stored at the size the camera took them.',
  },
] as const;

/** Admin Settings: the 'Photo size' card (issue 32 point 6). */
export function PhotoSizeCard() {
  const setting = usePhotoSizeSetting();
  if (setting.isPending) return <TableSkeleton label="Loading photo size" rows={2} />;
  if (setting.isError)
    return (
      <ErrorState
        title="Could not load the photo size"
        message={describeError(setting.error).message}
        onRetry={() => void setting.refetch()}
      />
    );
  // Keyed by the saved value so the form starts again from what was saved.
  return (
    <PhotoSizeForm key={String(setting.data.maxLongSidePx)} saved={setting.data.maxLongSidePx} />
  );
}

function PhotoSizeForm({ saved }: { saved: number | null }) {
  const save = useSavePhotoSizeSetting();
  const form = useForm<{ mode: Mode; pixels: string }>({
    defaultValues: {
      mode: saved === null ? 'keep' : 'reduce',
      pixels: String(saved ?? PHOTO_SIZE_DEFAULT_PX),
    },
  });
  const mode = form.watch('mode');
  const [error, setError] = useState<string | null>(null);

  // The shared schema decides, as the server will: a number in range, or null to keep.
  const submit = ({ pixels }: { mode: Mode; pixels: string }) => {
    const parsed = PhotoSizeSettingInput.safeParse({
      maxLongSidePx: mode === 'keep' ? null : pixels.trim() === '' ? NaN : Number(pixels),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the size');
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <Card className="p-6">
      <h2 id="photo-size-heading" className="text-lg font-semibold text-slate-900">
        Photo size
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The longest side photos keep when attached as evidence. Capture time and position are kept
        either way; documents are never changed. Now: {photoSizeHint(saved)}
      </p>
      <form
        aria-labelledby="photo-size-heading"
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <RadioGroup
          id="photo-size-mode"
          legend="Photos on upload"
          layout="column"
          options={MODE_OPTIONS}
          inputProps={form.register('mode')}
        />
        {mode === 'reduce' && (
          <FormField
            id="photo-size-pixels"
            label="Longest side (px)"
            hint={`Between ${PHOTO_SIZE_MIN_PX.toLocaleString('en-GB')} and ${PHOTO_SIZE_MAX_PX.toLocaleString('en-GB')} px. ${PHOTO_SIZE_DEFAULT_PX.toLocaleString('en-GB')} keeps a defect legible at about a third of a phone photo's size.`}
            error={error ?? undefined}
            isRequired
          >
            {(c) => (
              <Input
                {...fieldAria(c)}
                className="max-w-40"
                inputMode="numeric"
                {...form.register('pixels')}
              />
            )}
          </FormField>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save photo size'}
        </Button>
      </form>
    </Card>
  );
}
