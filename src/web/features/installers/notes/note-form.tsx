import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { NOTE_PRIORITY_LABELS, NOTE_TYPE_LABELS, toOptions } from '../shared/contact-labels';
import { Alert } from '@/web/components/ui/alert';
import { FormField, fieldAria } from '@/web/components/form-field';
import { buildNotePayload, type NoteFormValues, type NotePayload } from './note-form-values';

type NoteFormProps = {
  idPrefix: string;
  /** The form's accessible name: 'Add note' or 'Edit note'. */
  label: string;
  defaultValues: NoteFormValues;
  submitLabel: string;
  isPending: boolean;
  failure: string | null;
  onSubmit: (payload: NotePayload) => void;
  onCancel?: () => void;
};

/**
 * No resolver on purpose: the spec ignores a blank title or content silently,
 * so there is no message to show; the server still validates everything else.
 */
export function NoteForm(props: NoteFormProps) {
  const { idPrefix, label, defaultValues, submitLabel, isPending, failure, onSubmit, onCancel } =
    props;
  const form = useForm<NoteFormValues>({ defaultValues });
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = form.handleSubmit((values) => {
    const payload = buildNotePayload(values);
    if (payload) onSubmit(payload);
  });

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <FormField id={id('title')} label="Title" isRequired>
        {(c) => <Input {...fieldAria(c)} maxLength={200} {...form.register('title')} />}
      </FormField>
      <FormField id={id('content')} label="Content" isRequired>
        {(c) => <Textarea {...fieldAria(c)} rows={3} {...form.register('content')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id('type')} label="Type">
          {(c) => (
            <Select id={c.id} {...form.register('type')}>
              {toOptions(NOTE_TYPE_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={id('priority')} label="Priority">
          {(c) => (
            <Select id={c.id} {...form.register('priority')}>
              {toOptions(NOTE_PRIORITY_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={id('tags')} label="Tags" hint="Separate tags with commas.">
          {(c) => (
            <Input id={c.id} aria-describedby={c.describedBy} {...form.register('tagsText')} />
          )}
        </FormField>
        <FormField id={id('reminder')} label="Reminder date">
          {(c) => <Input id={c.id} type="date" {...form.register('reminderDate')} />}
        </FormField>
      </div>
      <FormField id={id('private')} label="Private note" layout="inline">
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('isPrivate')} />}
      </FormField>
      {failure && (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
