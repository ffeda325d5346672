import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
} from '@/shared/guidance/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';

type DetailName = 'title' | 'category' | 'docType' | 'description' | 'tags';

/**
 * A document's details (title, category, type, description, tags), as the upload and the
 * edit dialogs both ask for them. The caller's form registers each field by name, so the
 * names are checked against that form's own schema.
 */
export function DocumentDetailFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: (name: DetailName) => UseFormRegisterReturn;
  errors: Partial<Record<DetailName, { message?: string }>>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('title')} label="Title" error={errors.title?.message}>
        {(c) => <Input {...fieldAria(c)} {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('category')} label="Category">
          {(c) => (
            <Select id={c.id} {...register('category')}>
              {DOCUMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {DOCUMENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={id('type')} label="Document Type">
          {(c) => (
            <Select id={c.id} {...register('docType')}>
              {DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {DOCUMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={3} {...register('description')} />}
      </FormField>
      <FormField id={id('tags')} label="Tags (comma-separated)" error={errors.tags?.message}>
        {(c) => <Input {...fieldAria(c)} {...register('tags')} />}
      </FormField>
    </>
  );
}
