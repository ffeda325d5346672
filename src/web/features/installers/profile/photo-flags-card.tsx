import { PHOTO_FLAG_LABELS, type PhotoFlagCode } from '@/shared/evidence/flags';
import { describeError } from '@/web/lib/describe-error';
import { usePhotoFlagCounts } from '../api/use-photo-flag-counts';
import { DetailCard } from './detail-list';

/**
 * Photo integrity flags on the installer's inspections, all time (issue 32 point 7): how many
 * are open and explained, and the open ones by kind. Withdrawn photos are not counted.
 */
export function PhotoFlagsCard({ installerId }: { installerId: string }) {
  const counts = usePhotoFlagCounts(installerId);
  const id = 'photo-flags-heading';
  if (counts.isPending) {
    return <DetailCard id={id} title="Photo flags" items={[{ label: 'Photos', value: '…' }]} />;
  }
  if (counts.isError) {
    return (
      <DetailCard id={id} title="Photo flags" items={[]}>
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not load the photo flags. {describeError(counts.error).message}
        </p>
      </DetailCard>
    );
  }
  const { photos, flaggedPhotos, open, explained, openByCode } = counts.data;
  const byKind = (Object.entries(openByCode) as [PhotoFlagCode, number][]).map(
    ([code, n]) => `${PHOTO_FLAG_LABELS[code]}: ${n}`,
  );
  return (
    <DetailCard
      id={id}
      title="Photo flags"
      items={[
        { label: 'Open', value: open },
        { label: 'Explained', value: explained },
        { label: 'Flagged photos', value: `${flaggedPhotos} of ${photos}` },
        { label: 'Open by kind', value: byKind.length > 0 ? byKind.join(' · ') : 'None' },
      ]}
    >
      <p className="mt-1 text-sm text-slate-600">
        All time, on the inspections you can see; withdrawn photos are not counted.
      </p>
    </DetailCard>
  );
}
