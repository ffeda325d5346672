import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationEvent,
} from '@/shared/notification-events';
import { NotificationPreferencesInput } from '@/shared/notifications';
import { useState } from 'react';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { describeError } from '@/web/lib/describe-error';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../notifications/api/use-notification-preferences';

type Choices = Partial<Record<NotificationEvent, NotificationChannel>>;

/** The kind of notification, and why it cannot be changed when an administrator switched it off. */
function ChannelLabel({ row }: { row: { label: string; enabledByTenant: boolean } }) {
  return (
    <>
      {row.label}
      {!row.enabledByTenant && (
        <span className="block text-xs text-slate-600">
          Switched off for everyone by an administrator.
        </span>
      )}
    </>
  );
}

/** Alerts > Preferences: each kind of notification to the bell, to e-mail, or nowhere. */
export function AlertPreferencesDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Preferences</Button>
      </DialogTrigger>
      <DialogContent
        title="Alert preferences"
        description="Choose where each kind of notification reaches you. E-mails are queued and sent when the server has e-mail configured."
      >
        {open && <PreferencesForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const preferences = useNotificationPreferences();
  const [edits, setEdits] = useState<Choices>({});
  const save = useSaveNotificationPreferences({ onSaved: onDone });

  if (preferences.isPending) return <TableSkeleton label="Loading preferences" rows={4} />;
  if (preferences.isError) {
    return (
      <ErrorState
        title="Could not load your preferences"
        message={describeError(preferences.error).message}
        onRetry={() => void preferences.refetch()}
      />
    );
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const channels: Choices = {};
    for (const row of preferences.data ?? []) channels[row.event] = edits[row.event] ?? row.channel;
    // The server validates the same schema; parsing here catches a stale option before the round trip.
    save.mutate(NotificationPreferencesInput.parse({ channels }));
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <ul className="divide-y divide-slate-200">
        {preferences.data.map((row) => (
          <li key={row.event} className="py-3">
            <FormField id={`channel-${row.event}`} label={<ChannelLabel row={row} />} layout="row">
              {(c) => (
                <Select
                  {...fieldAria(c)}
                  className="sm:w-36"
                  disabled={!row.enabledByTenant}
                  value={edits[row.event] ?? row.channel}
                  onChange={(e) =>
                    setEdits((current) => ({
                      ...current,
                      [row.event]: e.target.value as NotificationChannel,
                    }))
                  }
                >
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <option key={channel} value={channel}>
                      {NOTIFICATION_CHANNEL_LABELS[channel]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
