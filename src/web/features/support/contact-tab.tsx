import { Clock, Mail, Newspaper, Phone, Siren } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportContactSetting, type SupportContact } from '@/shared/support/contact';
import { PATHS } from '@/web/app/paths';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { useSupportContact } from './api/use-support-queries';
import { useSaveSupportContact } from './api/use-support-settings';
import { usePermissions } from '@/web/lib/use-permissions';
import { useZodForm } from '@/web/lib/use-zod-form';
import { ApiDocsLink, UserGuideLink } from './guide-links';
import { SystemStatus } from './system-status';

const FormSchema = SupportContactSetting.unwrap();

/** Release notes are the News page's feature posts. */
export const RELEASE_NOTES_URL = `${PATHS.newsUpdates}?category=feature`;

/** Support > Contact: how to reach the support desk (tenant setting), and quick links. */
export function ContactTab() {
  const contact = useSupportContact();
  const canEdit = usePermissions().can('settings:manage');
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Contact support</h2>
        {contact.isPending ? (
          <TableSkeleton label="Loading the contact details" />
        ) : contact.isError ? (
          <ErrorState
            title="Could not load the contact details"
            message={describeError(contact.error).message}
            onRetry={() => void contact.refetch()}
          />
        ) : isEditing ? (
          <ContactForm values={contact.data} onDone={() => setIsEditing(false)} />
        ) : (
          <>
            <ContactDetails contact={contact.data} />
            {canEdit && (
              <div className="mt-6">
                <Button variant="secondary" onClick={() => setIsEditing(true)}>
                  Edit contact details
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Quick links</h2>
        <ul className="mt-4 space-y-4">
          <li>
            <UserGuideLink look="link">Documentation (User Guide PDF)</UserGuideLink>
          </li>
          <li>
            <ApiDocsLink look="link">API documentation</ApiDocsLink>
          </li>
          <li>
            <SystemStatus />
          </li>
          <li>
            <Link
              to={RELEASE_NOTES_URL}
              className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
            >
              <Newspaper aria-hidden="true" className="h-4 w-4" />
              Release notes
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}

/** The desk's e-mail, phone, hours and emergency line, each a link where it can be. */
function ContactDetails({ contact }: { contact: SupportContact }) {
  return (
    <dl className="mt-4 space-y-4">
      <ContactRow icon={<Mail className="h-4 w-4" />} label="Email">
        {contact.email ? (
          <a className="text-emerald-800 underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        ) : (
          <NotSet />
        )}
      </ContactRow>
      <ContactRow icon={<Phone className="h-4 w-4" />} label="Phone">
        {contact.phone ? (
          <a className="text-emerald-800 underline" href={telOf(contact.phone)}>
            {contact.phone}
          </a>
        ) : (
          <NotSet />
        )}
      </ContactRow>
      <ContactRow icon={<Clock className="h-4 w-4" />} label="Hours">
        {contact.hours}
      </ContactRow>
      <ContactRow icon={<Siren className="h-4 w-4" />} label="24/7 emergency line">
        {contact.emergencyPhone ? (
          <a className="text-emerald-800 underline" href={telOf(contact.emergencyPhone)}>
            {contact.emergencyPhone}
          </a>
        ) : (
          <NotSet />
        )}
      </ContactRow>
    </dl>
  );
}

const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function NotSet() {
  return <span className="text-slate-500">Not set yet</span>;
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 text-emerald-700">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-medium text-slate-900">{label}</dt>
        <dd className="text-sm break-words text-slate-700">{children}</dd>
      </div>
    </div>
  );
}

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'hours', label: 'Hours', type: 'text' },
  { name: 'emergencyPhone', label: '24/7 emergency line', type: 'tel' },
] as const;

function ContactForm({ values, onDone }: { values: SupportContact; onDone: () => void }) {
  const form = useZodForm(FormSchema, { defaultValues: values });
  const save = useSaveSupportContact({ onSaved: onDone });
  const errors = form.formState.errors;
  return (
    <form
      aria-label="Contact details"
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => void form.handleSubmit((data) => save.mutate(data))(event)}
    >
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`contact-${field.name}`}
          label={field.label}
          error={errors[field.name]?.message}
        >
          {(c) => <Input {...fieldAria(c)} type={field.type} {...form.register(field.name)} />}
        </FormField>
      ))}
      {save.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(save.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save contact details'}
        </Button>
      </div>
    </form>
  );
}
