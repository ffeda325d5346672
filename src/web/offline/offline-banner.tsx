import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { buildOfflineInspectionPath } from '@/web/app/paths';
import { bannerText, conflictText, refusedText } from './banner-text';
import { offlineDb } from './store';
import { useOnline } from './use-online';
import { useOutbox, type SavedEntry } from './use-outbox';

/** The references of the kept inspections named, for the banner's links. */
function useReferences(ids: string[]): ReadonlyMap<string, string> {
  const key = ids.join(',');
  return useLiveQuery(
    async () => {
      const rows = await offlineDb().kept.bulkGet(key ? key.split(',') : []);
      return new Map(rows.flatMap((r) => (r ? [[r.id, r.item.inspection.reference]] : [])));
    },
    [key],
    new Map<string, string>(),
  );
}

function HeldLinks({ entries, label }: { entries: SavedEntry[]; label: string }) {
  const ids = [...new Set(entries.map((e) => e.inspectionId))];
  const references = useReferences(ids);
  if (entries.length === 0) return null;
  return (
    <span>
      {label}:{' '}
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          <Link to={buildOfflineInspectionPath(id)} className="font-medium underline">
            {references.get(id) ?? 'Open the inspection'}
          </Link>
        </span>
      ))}
      .
    </span>
  );
}

/**
 * The device's outbox at a glance, in the staff shell and on the offline pages: offline, how
 * many changes wait; online, the same with "Send now"; refused and conflicting changes link to
 * their inspection's on-site page, where the inspector decides.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { waiting, refused, conflicts, isSending, sendNow } = useOutbox();
  const text = bannerText(online, waiting.length);
  if (!text && refused.length === 0 && conflicts.length === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-sky-300 bg-sky-50 px-4 py-2 text-center text-sm text-sky-950"
    >
      {text && <span>{text}</span>}
      {online && waiting.length > 0 && (
        <Button size="sm" variant="secondary" disabled={isSending} onClick={() => void sendNow()}>
          {isSending ? 'Sending...' : 'Send now'}
        </Button>
      )}
      <HeldLinks entries={refused} label={refusedText(refused.length)} />
      <HeldLinks entries={conflicts} label={conflictText(conflicts.length)} />
    </div>
  );
}
