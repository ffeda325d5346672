import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { SaveProfileInput } from '@/shared/profile/index';
import { DATE_FORMATS, LANGUAGES, TIME_FORMATS, TIMEZONES } from '@/shared/user-settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useTRPC } from '@/web/lib/trpc';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

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

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Personal info: read-only until Edit Profile; Save Changes stores it on the server. */
export function PersonalInfo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery(trpc.profile.get.queryOptions());
  const [isEditing, setIsEditing] = useState(false);
  const id = useId();
  const form = useZodForm(SaveProfileInput, {
    values: profile.data?.profile,
  });
  const save = useMutation(
    trpc.profile.save.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
        setIsEditing(false);
        toast.success('Profile updated successfully');
      },
    }),
  );

  if (profile.isPending) return <TableSkeleton label="Loading your profile" rows={4} />;
  if (profile.isError)
    return (
      <ErrorState
        title="Could not load your profile"
        message={describeError(profile.error).message}
        onRetry={() => void profile.refetch()}
      />
    );

  const { errors } = form.formState;
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
        <div className="grid gap-4 md:grid-cols-2">
          {TEXT_FIELDS.map(([name, label, autoComplete]) => (
            <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`${id}-${name}`}
                autoComplete={autoComplete}
                readOnly={!isEditing}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
                className={!isEditing ? 'bg-slate-50' : undefined}
                {...form.register(name)}
              />
            </Field>
          ))}
          <Field id={`${id}-email`} label="Email" hint="Managed by administrators">
            <Input
              id={`${id}-email`}
              value={profile.data.email}
              readOnly
              aria-describedby={`${id}-email-hint`}
              className="bg-slate-50"
            />
          </Field>
          <Field id={`${id}-role`} label="Role" hint="Managed by administrators">
            <Input
              id={`${id}-role`}
              value={profile.data.role}
              readOnly
              aria-describedby={`${id}-role-hint`}
              className="bg-slate-50"
            />
          </Field>
          {SELECT_FIELDS.map(([name, label, options]) => (
            <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
              <Select id={`${id}-${name}`} disabled={!isEditing} {...form.register(name)}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
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
