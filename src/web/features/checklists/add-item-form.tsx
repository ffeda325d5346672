import {
  AddCatalogueItemInput,
  CHECKLIST_FAMILIES,
  CHECKLIST_ITEM_KINDS,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
} from '@/shared/checklists/catalogue';
import { FieldError } from '@/web/components/field-error';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { useAddChecklistItem } from './api/use-checklist-mutations';
import { useZodForm } from '@/web/lib/use-zod-form';

export const FAMILY_TITLES: Record<(typeof CHECKLIST_FAMILIES)[number], string> = {
  PAS: 'PAS Measures',
  REN: 'Renewables',
  CWI: 'Cavity Wall Insulation (CWI)',
  IWI: 'Internal Wall Insulation (IWI)',
};

const KIND_LABELS = { document: 'Document', photo: 'Photo', question: 'Question' } as const;

/** Administrators add a question, document or photo item; it starts a new catalogue version. */
export function AddItemForm() {
  const form = useZodForm(AddCatalogueItemInput, {
    defaultValues: { family: 'CWI', kind: 'question', stage: null, measureCode: 'CWI', label: '' },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const add = useAddChecklistItem({ onAdded: () => form.setValue('label', '') });
  const nullable = (v: string) => (v === '' ? null : v);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Add a checklist item</h2>
      <p className="text-sm text-slate-600">
        New inspections get the new item; inspections already answered keep their version.
      </p>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => void form.handleSubmit((values) => add.mutate(values))(e)}
      >
        <div>
          <Label htmlFor="item-family">Checklist</Label>
          <Select id="item-family" className="mt-1" {...form.register('family')}>
            {CHECKLIST_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {FAMILY_TITLES[f]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="item-kind">Kind</Label>
          <Select id="item-kind" className="mt-1" {...form.register('kind')}>
            {CHECKLIST_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </div>
        {kind === 'photo' && (
          <div>
            <Label htmlFor="item-stage">Stage</Label>
            <Select
              id="item-stage"
              className="mt-1"
              aria-invalid={errors.stage ? true : undefined}
              {...form.register('stage', { setValueAs: nullable })}
            >
              <option value="">Choose stage</option>
              {PHOTO_STAGES.map((s) => (
                <option key={s} value={s}>
                  {PHOTO_STAGE_LABELS[s]}
                </option>
              ))}
            </Select>
            <FieldError id="item-stage-error" message={errors.stage?.message} />
          </div>
        )}
        {kind === 'question' && (
          <div>
            <Label htmlFor="item-measure">Measure code</Label>
            <Input
              id="item-measure"
              className="mt-1"
              aria-invalid={errors.measureCode ? true : undefined}
              aria-describedby={errors.measureCode ? 'item-measure-error' : undefined}
              {...form.register('measureCode', { setValueAs: nullable })}
            />
            <FieldError id="item-measure-error" message={errors.measureCode?.message} />
          </div>
        )}
        <div className="sm:col-span-2 lg:col-span-3">
          <Label htmlFor="item-label">Label</Label>
          <Input
            id="item-label"
            className="mt-1"
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={errors.label ? 'item-label-error' : undefined}
            {...form.register('label')}
          />
          <FieldError id="item-label-error" message={errors.label?.message} />
        </div>
        <div>
          <Button type="submit" disabled={add.isPending}>
            Add item
          </Button>
        </div>
      </form>
    </Card>
  );
}
