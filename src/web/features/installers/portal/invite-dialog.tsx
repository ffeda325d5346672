import { InviteInput, MAX_INVITEES, type InviteValues } from '@/shared/installer-portal/accounts';
import { Plus, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useInvitePortalUsers } from '../api/use-portal-accounts';

type InviteForm = UseFormReturn<InviteValues, unknown, z.output<typeof InviteInput>>;
const blankPerson = () => ({ name: '', email: '' });

function PersonFields({ form, index }: { form: InviteForm; index: number }) {
  const errors = form.formState.errors.people?.[index];
  const who = <span className="sr-only"> of person {index + 1}</span>;
  return (
    <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
      <FormField id={`invite-${index}-name`} label={<>Name{who}</>} error={errors?.name?.message}>
        {(c) => (
          <Input {...fieldAria(c)} autoComplete="off" {...form.register(`people.${index}.name`)} />
        )}
      </FormField>
      <FormField
        id={`invite-${index}-email`}
        label={<>Email{who}</>}
        error={errors?.email?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="email"
            autoComplete="off"
            {...form.register(`people.${index}.email`)}
          />
        )}
      </FormField>
    </div>
  );
}

function InviteForm({ installerId, onDone }: { installerId: string; onDone: () => void }) {
  const form = useZodForm(InviteInput, { defaultValues: { installerId, people: [blankPerson()] } });
  const rows = useFieldArray({ control: form.control, name: 'people' });
  const invite = useInvitePortalUsers({ onInvited: onDone });
  const listError =
    form.formState.errors.people?.root?.message ?? form.formState.errors.people?.message;
  const onSubmit = form.handleSubmit((values) => invite.mutate(values));
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          className="flex flex-col gap-2 border-b border-slate-100 pb-4 sm:flex-row sm:items-start"
        >
          <PersonFields form={form} index={index} />
          {rows.fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="self-end sm:mt-7 sm:self-start"
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Remove</span>
              <span className="sr-only"> person {index + 1}</span>
            </Button>
          )}
        </div>
      ))}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      {invite.error && (
        <Alert tone="error" role="alert">
          {describeError(invite.error).message}
        </Alert>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          disabled={rows.fields.length >= MAX_INVITEES}
          onClick={() => rows.append(blankPerson())}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add another person
        </Button>
        <div className="flex gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send Invitations'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Invite one or more people to the installer's portal; each gets a 7-day single-use link. */
export function InviteDialog({
  installerId,
  isInstallerActive,
}: {
  installerId: string;
  isInstallerActive: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" disabled={!isInstallerActive}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite to the installer portal"
        description="Each person gets an e-mail with a link to set their password. The link works once, for 7 days."
        className="max-w-2xl"
      >
        {isOpen && <InviteForm installerId={installerId} onDone={() => setIsOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
