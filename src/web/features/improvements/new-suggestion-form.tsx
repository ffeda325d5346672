import { useWatch } from 'react-hook-form';
import {
  CATEGORY_LABELS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_DEFAULTS,
} from '@/shared/improvements/catalogue';
import { CreateSuggestionInput } from '@/shared/improvements/inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateSuggestion } from './api/use-suggestion-actions';
import { LabelOptions } from './label-options';
import { SimilarSuggestions } from './similar-suggestions';

const DEFAULTS = { title: '', category: INITIATIVE_DEFAULTS.category, description: '' };

/** Submit a Suggestion: title and category, the similar ones already there, then the description. */
export function NewSuggestionForm() {
  const form = useZodForm(CreateSuggestionInput, { defaultValues: DEFAULTS });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const create = useCreateSuggestion({ onCreated: () => form.reset(DEFAULTS) });
  const errors = form.formState.errors;
  return (
    <Card className="p-4">
      <form
        noValidate
        aria-labelledby="new-suggestion-heading"
        className="space-y-3"
        onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}
      >
        <h2 id="new-suggestion-heading" className="text-base font-semibold text-slate-900">
          Submit a Suggestion
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            id="suggestion-title"
            label="Title"
            error={errors.title?.message}
            className="sm:col-span-2"
          >
            {(c) => <Input {...fieldAria(c)} {...form.register('title')} />}
          </FormField>
          <FormField id="suggestion-category" label="Category">
            {(c) => (
              <Select {...fieldAria(c)} {...form.register('category')}>
                <LabelOptions values={INITIATIVE_CATEGORIES} labels={CATEGORY_LABELS} />
              </Select>
            )}
          </FormField>
        </div>
        <SimilarSuggestions title={title ?? ''} />
        <FormField
          id="suggestion-description"
          label="Description"
          error={errors.description?.message}
        >
          {(c) => <Textarea {...fieldAria(c)} rows={3} {...form.register('description')} />}
        </FormField>
        {create.error && (
          <p role="alert" className="text-sm text-red-700">
            {describeError(create.error).message}
          </p>
        )}
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={!title?.trim() || !description?.trim() || create.isPending}
          >
            Submit Suggestion
          </Button>
        </div>
      </form>
    </Card>
  );
}
