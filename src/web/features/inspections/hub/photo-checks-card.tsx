import { useId } from 'react';
import { EvidenceChecksSettingInput } from '@/shared/evidence/flags';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useEvidenceChecks, useSaveEvidenceChecks } from '../api/use-photo-flags';
import { PropertyCoordinatesImport } from './property-coordinates-import';

/**
 * The photo checks (issue 32 point 7): how far from the site a photo may be before it is
 * flagged, and the property coordinates it is measured from. Administrators change them; those
 * who review evidence see the distance.
 */
export function PhotoChecksCard({ canEdit }: { canEdit: boolean }) {
  const titleId = useId();
  const setting = useEvidenceChecks();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        Photo checks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Photos are flagged when taken more than the distance below from the property (its imported
        coordinates, else the visit's recorded start), on another day than the visit, before the
        installation, without a time or position, or when the same photo is already on another
        inspection.
      </p>
      {setting.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not load the photo checks. {describeError(setting.error).message}
        </p>
      )}
      {setting.isSuccess &&
        (canEdit ? (
          <DistanceForm
            key={setting.data.maxDistanceMetres}
            value={setting.data.maxDistanceMetres}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-800">
            Distance: {setting.data.maxDistanceMetres} m. Only an administrator can change it.
          </p>
        ))}
      {canEdit && <PropertyCoordinatesImport />}
    </section>
  );
}

function DistanceForm({ value }: { value: number }) {
  const form = useZodForm(EvidenceChecksSettingInput, {
    defaultValues: { maxDistanceMetres: value },
  });
  const save = useSaveEvidenceChecks();
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <FormField
        id="photo-check-distance"
        label="Flag photos further from the site than (metres)"
        hint="Between 25 and 10,000 m; 250 m by default."
        error={form.formState.errors.maxDistanceMetres?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            inputMode="numeric"
            min={25}
            max={10_000}
            className="w-32"
            {...form.register('maxDistanceMetres', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
        Save distance
      </Button>
    </form>
  );
}
