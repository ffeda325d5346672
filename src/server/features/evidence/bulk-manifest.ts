import { flagSummary, type PhotoFlag } from '@/shared/evidence/flags';
import { cleanFileName } from '@/server/lib/file-name';
import { toCsvLine, toCsvLines, type CsvValue } from '@/server/lib/csv';
import type { EvidenceRow } from './evidence-access';
import type { ZipSelection } from './bulk-select';

// The ZIP's layout and its manifest.csv (docs/offline-and-evidence.md, bulk download).

export type ZipEntry = { path: string; row: EvidenceRow; reference: string };

export const WITHDRAWN_FLAG = 'Withdrawn';

/**
 * The manifest's Flags column for one file: its integrity flags (photo-flags.ts, the one
 * function that says what a photo's flags are; '(explained)' after one a coordinator
 * explained) and Withdrawn.
 */
export function evidenceFlagsColumn(row: EvidenceRow, flags: readonly PhotoFlag[]): string {
  return [flagSummary(flags), row.withdrawnAt ? WITHDRAWN_FLAG : '']
    .filter((part) => part !== '')
    .join('; ');
}

// On top of the upload's cleaning (lib/file-name.ts: folders, control and bidirectional
// characters): the characters Windows refuses in a name, and its device names.
const RESERVED_CHARACTERS = /[/\\:*?"<>|]/g;
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
const SEGMENT_MAX = 120;

/**
 * One path segment that cannot climb out of its folder or be hidden: no separators, no
 * leading dots ('..' included), no trailing dots or spaces, no device names, at most 120
 * characters (the extension kept).
 */
export function safeSegment(text: string, fallback: string): string {
  let name = cleanFileName(text.normalize('NFC'), '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > SEGMENT_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, SEGMENT_MAX - extension.length) + extension;
  }
  if (WINDOWS_DEVICE_NAMES.test(name)) name = `_${name}`;
  return name || fallback;
}

/** 'photo.jpg' taken: 'photo (2).jpg', then 'photo (3).jpg'. */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * Where each file goes: `<reference>/<item id>/<file name>`, withdrawn files in a
 * `withdrawn/` folder under their item so they cannot be mistaken for current evidence.
 * Names are unique ignoring case (as Windows and macOS compare them).
 */
export function planEntries(selection: ZipSelection): ZipEntry[] {
  const references = new Map(selection.inspections.map((i) => [i.id, i.reference]));
  const taken = new Set<string>(['manifest.csv']);
  return selection.files.map((row) => {
    const reference = references.get(row.inspectionId) ?? row.inspectionId;
    const folder = [
      safeSegment(reference, 'inspection'),
      safeSegment(row.itemId, 'item'),
      ...(row.withdrawnAt ? ['withdrawn'] : []),
    ].join('/');
    const name = safeSegment(row.fileName, `file-${row.id}`);
    let path = `${folder}/${name}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${numbered(name, n)}`;
    taken.add(path.toLowerCase());
    return { path, row, reference };
  });
}

export const MANIFEST_COLUMNS = [
  'Inspection reference',
  'Checklist item',
  'File',
  'Original file name',
  'Kind',
  'Purpose',
  'Size (bytes)',
  'SHA-256',
  'Capture time (UTC)',
  'Capture time (UK)',
  'Latitude',
  'Longitude',
  'Flags',
  'Flag details',
  'Uploaded by',
  'Uploaded at (UTC)',
  'Withdrawn at (UTC)',
  'Withdrawal reason',
] as const;

/** '20/11/2026, 10:15:30 GMT' (BST in summer): the time as the inspector's watch said it. */
const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * 7 decimal places (about 1 cm): EXIF's degrees, minutes and seconds come back as a float
 * with noise in its last digits (0.12181700000000001), which no one should have to read.
 */
const coordinate = (value: number | null) => (value === null ? null : Number(value.toFixed(7)));

/** Each flag's sentence with its figures, and who explained it and why. */
const flagDetails = (flags: readonly PhotoFlag[]) =>
  flags
    .map((f) =>
      f.explanation
        ? `${f.detail} Explained by ${f.explanation.byName}: ${f.explanation.reason}`
        : f.detail,
    )
    .join(' ');

function manifestRow(entry: ZipEntry, flags: readonly PhotoFlag[]): CsvValue[] {
  const { row } = entry;
  return [
    entry.reference,
    row.itemId,
    entry.path,
    row.fileName,
    row.kind,
    row.purpose,
    row.size,
    row.sha256,
    row.capturedAt?.toISOString() ?? '',
    row.capturedAt ? ukTime.format(row.capturedAt) : '',
    coordinate(row.latitude),
    coordinate(row.longitude),
    evidenceFlagsColumn(row, flags),
    flagDetails(flags),
    row.uploadedByName,
    row.createdAt.toISOString(),
    row.withdrawnAt?.toISOString() ?? '',
    row.withdrawReason ?? '',
  ];
}

/**
 * manifest.csv: one row per file in the ZIP, with a byte-order mark so Excel reads the
 * names as UTF-8. Formula-safe like every CSV the server writes (lib/csv.ts).
 */
export function buildManifest(entries: ZipEntry[], flags: Map<string, PhotoFlag[]>): Buffer {
  const text =
    toCsvLine([...MANIFEST_COLUMNS]) +
    toCsvLines(entries.map((entry) => manifestRow(entry, flags.get(entry.row.id) ?? [])));
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}
