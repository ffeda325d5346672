import {
  AddCatalogueItemInput,
  CHECKLIST_FAMILIES,
  CHECKLIST_ITEM_KINDS,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
} from '@/shared/checklists/catalogue';
import { QUESTION_STAGE_LABELS, QUESTION_STAGES } from '@/shared/checklists/question-rules';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useAddChecklistItem } from './api/use-checklist-mutations';
import { useZodForm } from '@/web/lib/use-zod-form';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

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
    defaultValues: {
      family: 'CWI',
      kind: 'question',
      stage: null,
      measureCode: 'CWI',
      label: '',
      naAllowed: true,
      inspectionStage: 'both',
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const add = useAddChecklistItem({ onAdded: () => form.setValue('label', '') });
  const nullable = (v: string) => (v === '' ? null : v);
  return (
    <Card className="space-y-3">
      <AddItemIntro />
      <form
        noValidate
        aria-labelledby="add-item-heading"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => void form.handleSubmit((values) => add.mutate(values))(e)}
      >
        <FormField id="item-family" label="Checklist">
          {(c) => (
            <Select id={c.id} {...form.register('family')}>
              {CHECKLIST_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {FAMILY_TITLES[f]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="item-kind" label="Kind">
          {(c) => (
            <Select id={c.id} {...form.register('kind')}>
              {CHECKLIST_ITEM_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {kind === 'photo' && (
          <FormField id="item-stage" label="Stage" error={errors.stage?.message}>
            {(c) => (
              <Select {...fieldAria(c)} {...form.register('stage', { setValueAs: nullable })}>
                <option value="">Choose stage</option>
                {PHOTO_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {PHOTO_STAGE_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        {kind === 'question' && <QuestionFields form={form} />}
        <FormField
          id="item-label"
          label="Label"
          error={errors.label?.message}
          className="sm:col-span-2 lg:col-span-3"
        >
          {(c) => <Input {...fieldAria(c)} {...form.register('label')} />}
        </FormField>
        <div>
          <Button type="submit" disabled={add.isPending}>
            Add item
          </Button>
        </div>
      </form>
    </Card>
  );
}

type ItemForm = UseFormReturn<
  z.input<typeof AddCatalogueItemInput>,
  unknown,
  z.output<typeof AddCatalogueItemInput>
>;

/** A question's measure and its scheme rules: the stage it is asked at and whether N/A is accepted. */
function QuestionFields({ form }: { form: ItemForm }) {
  const { errors } = form.formState;
  const nullable = (v: string) => (v === '' ? null : v);
  return (
    <>
      <FormField id="item-measure" label="Measure code" error={errors.measureCode?.message}>
        {(c) => (
          <Input {...fieldAria(c)} {...form.register('measureCode', { setValueAs: nullable })} />
        )}
      </FormField>
      <FormField id="item-inspection-stage" label="Asked at">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('inspectionStage')}>
            {QUESTION_STAGES.map((s) => (
              <option key={s} value={s}>
                {QUESTION_STAGE_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="item-na-allowed"
        label="N/A allowed"
        layout="inline"
        hint="Untick when the scheme's question set does not accept N/A."
      >
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('naAllowed')} />}
      </FormField>
    </>
  );
}

function AddItemIntro() {
  return (
    <>
      <h2 id="add-item-heading" className="text-lg font-semibold text-slate-900">
        Add a checklist item
      </h2>
      <p className="text-sm text-slate-600">
        Each change is a new catalogue version, in force for measures installed from today (move the
        date under Catalogue versions). Inspections already answered keep their version.
      </p>
    </>
  );
}
