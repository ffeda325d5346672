import type { AccountPreferencesValues } from '@/shared/account/account';
import {
  OFFLINE_WINDOW_DAYS_DEFAULT,
  OFFLINE_WINDOW_DAYS_MAX,
  OfflineWindowDays,
} from '@/shared/offline/changes';
import { useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';

type Props = {
  id: string;
  prefs: AccountPreferencesValues | undefined;
  isSaving: boolean;
  update: (change: Partial<AccountPreferencesValues>) => void;
};

/**
 * 'Days available offline' (issue 32 point 2): how far ahead this user's inspections are kept on
 * their devices. Saved when the field is left or Enter is pressed, once it is a valid number.
 */
export function OfflinePreferencesCard({ id, prefs, isSaving, update }: Props) {
  const saved = prefs?.offlineWindowDays ?? OFFLINE_WINDOW_DAYS_DEFAULT;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const commit = () => {
    if (draft === null) return;
    const parsed = OfflineWindowDays.safeParse(draft.trim() === '' ? NaN : Number(draft));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setDraft(null);
    if (parsed.data !== saved) update({ offlineWindowDays: parsed.data });
  };
  return (
    <Card role="region" aria-labelledby={`${id}-offline`} className="space-y-4">
      <h2 id={`${id}-offline`} className="text-lg font-semibold text-slate-900">
        Offline
      </h2>
      {!prefs ? (
        <Skeleton className="h-10 w-64" />
      ) : (
        <FormField
          id={`${id}-offline-days`}
          label="Days available offline"
          hint={`Your inspections of today and this many days ahead are kept on your devices for working without a network (0 to ${OFFLINE_WINDOW_DAYS_MAX}).`}
          error={error}
          className="max-w-xs"
        >
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              inputMode="numeric"
              min={0}
              max={OFFLINE_WINDOW_DAYS_MAX}
              step={1}
              value={draft ?? String(saved)}
              disabled={isSaving}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit();
              }}
            />
          )}
        </FormField>
      )}
    </Card>
  );
}
