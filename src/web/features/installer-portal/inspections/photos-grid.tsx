import { formatDateTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import type { PortalInspectionDetail } from '../api/use-portal-inspections';

type Photo = NonNullable<PortalInspectionDetail['photos']>[number];

/** The inspector's photos as thumbnails; each opens the full photo in a new tab. */
export function PhotosGrid({ photos }: { photos: readonly Photo[] }) {
  return (
    <Card aria-labelledby="photos-title" role="region" className="p-4 md:p-6">
      <h2 id="photos-title" className="text-lg font-semibold text-slate-900">
        Inspection photos
      </h2>
      {photos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No photos were taken at this inspection.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id}>
              <a
                href={`/api/portal/photos/${photo.id}/file`}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
              >
                {photo.hasThumbnail ? (
                  <img
                    src={`/api/portal/photos/${photo.id}/thumbnail`}
                    alt={`Photo ${photo.fileName} (${photo.itemId})`}
                    loading="lazy"
                    className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                  />
                ) : (
                  <span className="flex aspect-square items-center justify-center rounded-md border border-slate-200 bg-slate-100 p-2 text-center text-xs break-all text-slate-700">
                    {photo.fileName}
                  </span>
                )}
              </a>
              <p className="mt-1 text-xs text-slate-600">
                {photo.itemId}
                {photo.capturedAt ? ` · ${formatDateTime(photo.capturedAt)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
