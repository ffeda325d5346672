import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SaveProfileInput, type ProfileValues } from '@/shared/profile/index';
import { DATE_FORMATS, LANGUAGES, TIME_FORMATS, TIMEZONES } from '@/shared/user-settings';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useProfile, useSaveProfile } from './api/use-profile';

const TEXT_FIELDS = [
  ['displayName', 'Display name', 'name'],
  ['department', 'Department', 'organization-title'],
  ['phone', 'Phone', 'tel'],
  ['location', 'Location', 'address-level2'],
] as const;

const SELECT_FIELDS = [
  ['timezone', 'Timezone', TIMEZONES],
  ['language', 'Language', LANGUAGES],
  ['dateFormat', 'Date format', DATE_FORMATS],
  ['timeFormat', 'Time format', TIME_FORMATS],
] as const;

/** Personal info: read-only until Edit Profile; Save Changes stores it on the server. */
export function PersonalInfo() {
  const profile = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const id = useId();
  const form = useZodForm(SaveProfileInput, {
    values: profile.data?.profile,
  });
  const save = useSaveProfile({ onSaved: () => setIsEditing(false) });

  if (profile.isPending) return <TableSkeleton label="Loading your profile" rows={4} />;
  if (profile.isError)
    return (
      <ErrorState
        title="Could not load your profile"
        message={describeError(profile.error).message}
        onRetry={() => void profile.refetch()}
      />
    );

  const cancel = () => {
    form.reset(profile.data.profile);
    save.reset();
    setIsEditing(false);
  };

  return (
    <Card>
      <form
        aria-label="Personal information"
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="space-y-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Personal Information</h2>
            <p className="text-sm text-slate-600">
              {isEditing
                ? 'Change your details, then save.'
                : 'Select Edit Profile to change your details.'}
            </p>
          </div>
          {!isEditing && <Button onClick={() => setIsEditing(true)}>Edit Profile</Button>}
        </div>
        {save.isError && (
          <Alert tone="error" role="alert">
            {describeError(save.error).message}
          </Alert>
        )}
        <ProfileFields
          id={id}
          form={form}
          isEditing={isEditing}
          email={profile.data.email}
          role={profile.data.role}
        />
        {isEditing && (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

type ProfileForm = UseFormReturn<SaveProfileInput, unknown, ProfileValues>;

/** The editable text and select fields, with the two that administrators manage read-only. */
function ProfileFields({
  id,
  form,
  isEditing,
  email,
  role,
}: {
  id: string;
  form: ProfileForm;
  isEditing: boolean;
  email: string;
  role: string;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <FormField key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
          {(control) => (
            <Input
              {...fieldAria(control)}
              autoComplete={autoComplete}
              readOnly={!isEditing}
              className={!isEditing ? 'bg-slate-50' : undefined}
              {...form.register(name)}
            />
          )}
        </FormField>
      ))}
      <FormField id={`${id}-email`} label="Email" hint="Managed by administrators">
        {(control) => (
          <Input {...fieldAria(control)} value={email} readOnly className="bg-slate-50" />
        )}
      </FormField>
      <FormField id={`${id}-role`} label="Role" hint="Managed by administrators">
        {(control) => (
          <Input {...fieldAria(control)} value={role} readOnly className="bg-slate-50" />
        )}
      </FormField>
      {SELECT_FIELDS.map(([name, label, options]) => (
        <FormField key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
          {(control) => (
            <Select {...fieldAria(control)} disabled={!isEditing} {...form.register(name)}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ))}
    </div>
  );
}
