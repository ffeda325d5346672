import type { BundleInspection, KeptInspection, KeptRow, LocalFile, OutboxEntry } from './types';

/** Entries whose change the device still holds (not yet applied, refused ones included). */
const isHeld = (entry: OutboxEntry) => entry.change.kind !== 'keepServerAnswer';

function withAnswers(
  item: BundleInspection,
  entries: OutboxEntry[],
): BundleInspection['checklist'] {
  const latest = new Map<string, OutboxEntry['change']>();
  for (const entry of entries) {
    const { change } = entry;
    if (change.kind === 'answer') latest.set(change.itemId, change);
    // Keeping the server's answer drops the device's: the server's copy shows again.
    if (change.kind === 'keepServerAnswer') latest.delete(change.itemId);
  }
  return {
    ...item.checklist,
    items: item.checklist.items.map((row) => {
      const change = latest.get(row.itemId);
      if (change?.kind !== 'answer') return row;
      // answeredAt stays the server's: it is the base of the next change of this item.
      return {
        ...row,
        answer: change.answer,
        severity: change.severity ?? null,
        comment: change.comment ?? '',
      };
    }),
  };
}

function withVisitStart(
  item: BundleInspection,
  entries: OutboxEntry[],
  recordedByName: string,
): BundleInspection['visitStart'] {
  const change = entries.find((e) => e.change.kind === 'visitStart')?.change;
  if (item.visitStart.visit || change?.kind !== 'visitStart') return item.visitStart;
  const position = change.position;
  const recorded = position.status === 'recorded' ? position : null;
  return {
    ...item.visitStart,
    mayRecord: false,
    visit: {
      startedAt: change.recordedAt,
      positionStatus: position.status,
      latitude: recorded?.latitude ?? null,
      longitude: recorded?.longitude ?? null,
      accuracyMetres: recorded?.accuracyMetres ?? null,
      recordedByName,
    },
  };
}

function localFilesOf(entries: OutboxEntry[], urls: ReadonlyMap<string, string>): LocalFile[] {
  return entries.flatMap((entry) => {
    const { change, file } = entry;
    if (change.kind !== 'attach' || !file || entry.seq === undefined) return [];
    return [
      {
        seq: entry.seq,
        itemId: change.itemId ?? null,
        purpose: change.purpose,
        fileName: file.fileName,
        mime: file.mime,
        size: file.size,
        objectUrl: urls.get(file.blobId) ?? null,
      },
    ];
  });
}

/**
 * The kept inspection with the device's own changes laid over the server's copy, in the order
 * they were made: the page shows what the inspector did, sent or not. `urls`: object URLs of
 * the kept image blobs; `userName`: who recorded a visit start on this device.
 */
export function overlayKept(
  row: KeptRow,
  outbox: OutboxEntry[],
  urls: ReadonlyMap<string, string>,
  userName: string,
): KeptInspection {
  const entries = outbox
    .filter((e) => e.inspectionId === row.id && (isHeld(e) || e.state !== 'refused'))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  // A refused status change is shown with its message, not as the inspection's status.
  const status = entries.findLast(
    (e) => e.change.kind === 'status' && e.state !== 'refused',
  )?.change;
  return {
    ...row.item,
    inspection: {
      ...row.item.inspection,
      ...(status?.kind === 'status' && { status: status.status }),
    },
    checklist: withAnswers(row.item, entries),
    visitStart: withVisitStart(row.item, entries, userName),
    refreshedAt: row.refreshedAt,
    localFiles: localFilesOf(entries, urls),
  };
}
