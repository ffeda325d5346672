import type { AccountPreferencesValues } from '@/shared/account/account';
import { useId } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePermissions } from '@/web/lib/use-permissions';
import { useAccountPreferences, useSaveAccountPreferences } from './api/use-account';
import { OfflinePreferencesCard } from './offline-preferences-card';

const TIMEOUT_OPTIONS = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: 'never', label: 'Never' },
] as const;

const NOTIFICATIONS = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Receive e-mails about inspections, defects and other activity assigned to you.',
  },
  {
    key: 'loginNotifications',
    label: 'Login notifications',
    hint: 'Receive an e-mail whenever someone signs in to your account.',
  },
] as const;

/** Each change saves at once: there is nothing else on these cards to submit. */
function usePreferences() {
  const query = useAccountPreferences();
  const save = useSaveAccountPreferences();
  const update = (change: Partial<AccountPreferencesValues>) => {
    if (query.data) save.mutate({ ...query.data, ...change });
  };
  return { query, save, update };
}

type PreferencesState = ReturnType<typeof usePreferences>;

export function PreferencesCards() {
  const id = useId();
  const preferences = usePreferences();
  // Only those who answer checklists keep inspections on their devices.
  const { can } = usePermissions();
  return (
    <>
      <SecurityPreferencesCard id={id} {...preferences} />
      <NotificationPreferencesCard id={id} {...preferences} />
      {can('checklists:answer') && (
        <OfflinePreferencesCard
          id={id}
          prefs={preferences.query.data}
          isSaving={preferences.save.isPending}
          update={preferences.update}
        />
      )}
    </>
  );
}

function SecurityPreferencesCard({ id, query, save, update }: PreferencesState & { id: string }) {
  const prefs = query.data;
  return (
    <Card role="region" aria-labelledby={`${id}-security`} className="space-y-4">
      <h2 id={`${id}-security`} className="text-lg font-semibold text-slate-900">
        Security Preferences
      </h2>
      {!prefs ? (
        <Skeleton className="h-10 w-64" />
      ) : (
        <FormField
          id={`${id}-timeout`}
          label="Session timeout"
          hint="Sign me out after this long without activity."
          className="max-w-xs"
        >
          {(c) => (
            <Select
              id={c.id}
              aria-describedby={c.describedBy}
              value={
                prefs.sessionTimeoutMinutes === null ? 'never' : String(prefs.sessionTimeoutMinutes)
              }
              disabled={save.isPending}
              onChange={(event) =>
                update({
                  sessionTimeoutMinutes:
                    event.target.value === 'never' ? null : Number(event.target.value),
                })
              }
            >
              {TIMEOUT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
    </Card>
  );
}

function NotificationPreferencesCard({
  id,
  query,
  save,
  update,
}: PreferencesState & { id: string }) {
  const prefs = query.data;
  return (
    <Card role="region" aria-labelledby={`${id}-notifications`} className="space-y-4">
      <h2 id={`${id}-notifications`} className="text-lg font-semibold text-slate-900">
        Notification Preferences
      </h2>
      {!prefs ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <ul className="space-y-4">
          {NOTIFICATIONS.map((item) => (
            <li key={item.key}>
              <FormField
                id={`${id}-${item.key}`}
                label={item.label}
                hint={item.hint}
                layout="inline"
              >
                {(c) => (
                  <Checkbox
                    {...fieldAria(c)}
                    className="mt-1"
                    checked={prefs[item.key]}
                    disabled={save.isPending}
                    onChange={(event) => update({ [item.key]: event.target.checked })}
                  />
                )}
              </FormField>
            </li>
          ))}
        </ul>
      )}
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not load your preferences. {query.error.message}
        </p>
      )}
    </Card>
  );
}
