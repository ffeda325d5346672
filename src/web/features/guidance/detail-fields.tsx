import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
} from '@/shared/guidance/catalogue';
import { FieldError } from '@/web/components/field-error';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
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
  const described = (name: DetailName) =>
    errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  return (
    <>
      <div>
        <Label htmlFor={id('title')}>Title</Label>
        <Input id={id('title')} className="mt-1" {...described('title')} {...register('title')} />
        <FieldError id={`${id('title')}-error`} message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('category')}>Category</Label>
          <Select id={id('category')} className="mt-1" {...register('category')}>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {DOCUMENT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={id('type')}>Document Type</Label>
          <Select id={id('type')} className="mt-1" {...register('docType')}>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {DOCUMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor={id('description')}>Description</Label>
        <Textarea
          id={id('description')}
          rows={3}
          className="mt-1"
          {...described('description')}
          {...register('description')}
        />
        <FieldError id={`${id('description')}-error`} message={errors.description?.message} />
      </div>
      <div>
        <Label htmlFor={id('tags')}>Tags (comma-separated)</Label>
        <Input id={id('tags')} className="mt-1" {...register('tags')} />
        <FieldError id={`${id('tags')}-error`} message={errors.tags?.message} />
      </div>
    </>
  );
}
