import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DEFAULTS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '@/shared/support/catalogue';
import { CreateTicketInput } from '@/shared/support/ticket-inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useCreateTicket } from './api/use-ticket-actions';
import { useZodForm } from '@/web/lib/use-zod-form';

const DEFAULTS = { subject: '', description: '', ...TICKET_DEFAULTS };

function NewTicketForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(CreateTicketInput, { defaultValues: DEFAULTS });
  const [subject, description] = useWatch({
    control: form.control,
    name: ['subject', 'description'],
  });
  const mutation = useCreateTicket({ onCreated: onDone });
  const errors = form.formState.errors;
  // Spec 02 section 5: subject and description non-blank, the button disabled otherwise.
  const isBlank = !subject?.trim() || !description?.trim();
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
      className="space-y-4"
    >
      <FormField id="ticket-subject" label="Subject" error={errors.subject?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('subject')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ticket-category" label="Category">
          {(c) => (
            <Select id={c.id} {...form.register('category')}>
              {TICKET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {TICKET_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="ticket-priority" label="Priority">
          {(c) => (
            <Select id={c.id} {...form.register('priority')}>
              {TICKET_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {TICKET_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="ticket-description" label="Description" error={errors.description?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={5} {...form.register('description')} />}
      </FormField>
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isBlank || mutation.isPending}>
          {mutation.isPending ? 'Creating…' : 'Create Ticket'}
        </Button>
      </div>
    </form>
  );
}

export function NewTicketDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Support Ticket
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title="Create Support Ticket"
          description="Tell us what is wrong; we reply on the ticket and by notification."
        >
          <NewTicketForm onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
