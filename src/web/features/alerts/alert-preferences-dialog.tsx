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
import { describeError } from '@/web/lib/describe-error';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../notifications/api/use-notification-preferences';

type Choices = Partial<Record<NotificationEvent, NotificationChannel>>;

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
          <li key={row.event} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <label
              htmlFor={`channel-${row.event}`}
              className="min-w-0 flex-1 text-sm text-slate-800"
            >
              {row.label}
              {!row.enabledByTenant && (
                <span className="block text-xs text-slate-600">
                  Switched off for everyone by an administrator.
                </span>
              )}
            </label>
            <Select
              id={`channel-${row.event}`}
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
