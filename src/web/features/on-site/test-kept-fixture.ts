import type { KeptInspection, SavedEntry } from '@/web/offline/api';

type Item = KeptInspection['checklist']['items'][number];
type File = KeptInspection['evidence']['files'][number];

export const INSPECTION_ID = '7b0f3c52-2d7a-4d2e-9c55-1f0e4a9b8c11';

/** A checklist item as checklists.forInspection returns it, unanswered unless told. */
export function keptItem(overrides: Partial<Item> = {}): Item {
  return {
    itemId: 'CWI.1',
    kind: 'question',
    stage: null,
    label: 'Drill pattern follows the specification',
    measureCode: 'CWI',
    naAllowed: true,
    inspectionStage: 'both',
    answer: null,
    severity: null,
    comment: '',
    status: 'Pending',
    statusReason: '',
    answeredAt: null,
    evidenceCount: 0,
    remediationEvidenceCount: 0,
    overturn: null,
    acceptRefusal: null,
    followup: null,
    defect: null,
    remediation: null,
    ...overrides,
  };
}

export function keptFile(overrides: Partial<File> = {}): File {
  return {
    id: 'f6a1c2d4-3b5e-4f70-8a91-b2c3d4e5f601',
    inspectionId: INSPECTION_ID,
    itemId: 'CWI.PHOTO-PRE-1',
    kind: 'photo',
    purpose: 'inspection',
    fileName: 'front-wall.jpg',
    mime: 'image/jpeg',
    size: 120_000,
    sha256: 'a'.repeat(64),
    hasThumbnail: true,
    width: 2560,
    height: 1920,
    capturedAt: '2026-11-27T09:20:00.000Z',
    latitude: 51.5,
    longitude: -0.12,
    uploadedByName: 'Ina Inspector',
    createdAt: '2026-11-27T09:30:00.000Z',
    withdrawnAt: null,
    withdrawnByName: null,
    withdrawReason: null,
    flags: [],
    thumbnailDataUrl: 'data:image/jpeg;base64,AAAA',
    ...overrides,
  };
}

/** A kept inspection: open, today, with the items given (the overlay already applied). */
export function keptInspection(
  items: Item[],
  overrides: Partial<KeptInspection> = {},
): KeptInspection {
  return {
    inspection: {
      id: INSPECTION_ID,
      reference: 'INS-2026-000123',
      status: 'PENDING',
      version: 3,
      scheduledDate: '2026-11-27',
      scheduledTime: '09:30',
      propertyAddress: '12 Mill Lane, Leeds',
      addressLine1: '12 Mill Lane',
      addressTown: 'Leeds',
      addressPostcode: 'LS1 4AB',
      measureType: 'INSULATION',
      measureCode: 'CWI',
      measureLabel: 'Cavity wall insulation',
      customerName: 'Pat Owner',
      customerPhone: '07700 900123',
      customerEmail: null,
      specialRequirements: null,
      installerName: 'Warm Walls Ltd',
      installerCertificate: 'QMP-1234',
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
    checklist: {
      inspection: {
        id: INSPECTION_ID,
        reference: 'INS-2026-000123',
        measureCode: 'CWI',
        family: 'CWI',
      },
      version: 1,
      stage: 'post',
      mayAnswer: true,
      mayOverturn: false,
      items,
    },
    evidence: { files: [], signature: null, mayWithdraw: false, mayExplainFlags: false },
    visitStart: { visit: null, mayRecord: true },
    statusMoves: {
      status: 'PENDING',
      version: 3,
      moves: [
        { status: 'IN_PROGRESS', allowed: true, reason: null, needsSignature: false },
        { status: 'PASSED', allowed: true, reason: null, needsSignature: true },
        { status: 'FAILED', allowed: true, reason: null, needsSignature: true },
      ],
    },
    refreshedAt: '2026-11-27T08:05:00.000Z',
    localFiles: [],
    ...overrides,
  };
}

/** An outbox entry of the fixture's inspection. */
export function savedEntry(
  seq: number,
  change: SavedEntry['change'],
  overrides: Partial<SavedEntry> = {},
): SavedEntry {
  return {
    seq,
    key: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    userId: 'u-1',
    inspectionId: INSPECTION_ID,
    itemId: 'itemId' in change ? (change.itemId ?? null) : null,
    change,
    state: 'waiting',
    createdAt: '2026-11-27T09:40:00.000Z',
    ...overrides,
  };
}
