import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  POST_PRIORITIES,
  POST_PRIORITY_LABELS,
} from '@/shared/news/catalogue';
import type { CreatePostInput } from '@/shared/news/post-inputs';
import { ROLES } from '@/shared/roles';
import { FieldError } from '@/web/components/field-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { ROLE_LABELS, toInstant, toLocalInput } from './post-form-values';

export type PostFormApi = UseFormReturn<CreatePostInput, unknown, z.output<typeof CreatePostInput>>;

/** Title, category, priority, content and tags: what the post says and where it is filed. */
export function PostTextFields({ form }: { form: PostFormApi }) {
  const errors = form.formState.errors;
  return (
    <>
      <FormField id="post-title" label="Title" error={errors.title?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="post-category" label="Category">
          {(c) => (
            <Select id={c.id} {...form.register('category')}>
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {POST_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="post-priority" label="Priority">
          {(c) => (
            <Select id={c.id} {...form.register('priority')}>
              {POST_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {POST_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id="post-content"
        label="Content"
        hint="Formatting: **bold**, _italic_, # heading, - list, [link](https://…)."
        error={errors.content?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} rows={8} {...form.register('content')} />}
      </FormField>
      <FormField
        id="post-tags"
        label="Tags"
        hint="Separate tags with commas."
        error={errors.tags?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            placeholder="e.g. heat pumps, PAS 2035"
            {...form.register('tags')}
          />
        )}
      </FormField>
    </>
  );
}

/** The pin tick box and, once ticked, the optional date the pin ends. */
export function PinFields({ form, pinned }: { form: PostFormApi; pinned: boolean }) {
  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField id="post-pinned" label="Pin to the top" layout="inline">
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('pinned')} />}
      </FormField>
      {pinned && (
        <FormField
          id="post-pinned-until"
          label="Pinned until (optional)"
          error={errors.pinnedUntil?.message}
        >
          {(c) => <Input {...fieldAria(c)} type="date" {...form.register('pinnedUntil')} />}
        </FormField>
      )}
    </div>
  );
}

/** The typed 'Publish at' text, kept by the form so it survives switching publication away and back. */
export function useScheduledLocal(scheduledFor: string | null) {
  return useState(toLocalInput(scheduledFor));
}

/** 'Publish at': typed in the browser's time, kept in the form as an ISO instant. */
export function ScheduleField({
  form,
  scheduledLocal,
  setScheduledLocal,
}: {
  form: PostFormApi;
  scheduledLocal: string;
  setScheduledLocal: (local: string) => void;
}) {
  return (
    <FormField
      id="post-scheduled-for"
      label="Publish at"
      error={form.formState.errors.scheduledFor?.message}
    >
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="datetime-local"
          value={scheduledLocal}
          onChange={(event) => {
            setScheduledLocal(event.target.value);
            form.setValue('scheduledFor', toInstant(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}

/** The roles that must acknowledge the post; only policy or urgent posts may ask. */
export function RequiredReadingFields({
  form,
  canRequireReading,
}: {
  form: PostFormApi;
  canRequireReading: boolean;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby="post-reading-hint">
      <legend className="text-sm font-medium text-slate-800">Required reading</legend>
      <p id="post-reading-hint" className="text-xs text-slate-600">
        {canRequireReading
          ? 'People in the roles you tick must acknowledge they have read it.'
          : 'Available for policy or urgent posts.'}
      </p>
      <div className="flex flex-wrap gap-4">
        {ROLES.map((role) => (
          <FormField
            key={role}
            id={`post-reading-${role}`}
            label={ROLE_LABELS[role]}
            layout="inline"
          >
            {(c) => (
              <Checkbox
                {...fieldAria(c)}
                value={role}
                disabled={!canRequireReading}
                {...form.register('requiredReadingRoles')}
              />
            )}
          </FormField>
        ))}
      </div>
      <FieldError
        id="post-reading-error"
        message={form.formState.errors.requiredReadingRoles?.message}
      />
    </fieldset>
  );
}
