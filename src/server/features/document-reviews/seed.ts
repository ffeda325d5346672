import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Faker, en, en_GB } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { documentReviews, installerDocuments, installers } from '@/server/db/schema/index';
import { createLocalStorage } from '@/server/storage/local-storage';

const DAY = 86_400_000;

// The smallest files a browser shows: a one-page PDF and a 1x1 PNG.
const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SAMPLES = [
  { name: 'Public liability insurance 2026.pdf', type: 'Insurance', ageDays: 2 },
  { name: 'QMP certificate.pdf', type: 'Certificate', ageDays: 4 },
  { name: 'Site photo - cavity fill.png', type: 'Photo', ageDays: 6 },
  { name: 'Installer handover pack.pdf', type: 'Handover', ageDays: 12 },
  { name: 'TrustMark registration.pdf', type: 'Certificate', ageDays: 19 },
  { name: 'Post-install photo - loft.png', type: 'Photo', ageDays: 26 },
  { name: 'Employers liability insurance.pdf', type: 'Insurance', ageDays: 41 },
  { name: 'Method statement.pdf', type: 'Other', ageDays: 55 },
  { name: 'Guarantee certificate.pdf', type: 'Certificate', ageDays: 70, decided: 'approved' },
  { name: 'Blurred site photo.png', type: 'Photo', ageDays: 80, decided: 'rejected' },
] as const;

/**
 * Installer documents awaiting review (the installer-contacts seed adds none).
 * Seeding runs before the server builds its storage, so the files go where
 * main.ts puts them: DATA_DIR/files.
 */
export async function seedDemoDocumentReviews(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const faker = new Faker({ locale: [en_GB, en], seed: 1313 });
  const storage = createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files'));
  const candidates = await db
    .select({ id: installers.id })
    .from(installers)
    .where(eq(installers.tenantId, tenantId))
    .orderBy(asc(installers.name))
    .limit(20);
  if (candidates.length === 0) return;
  const reviewer = users.find((u) => u.role === 'COORDINATOR') ?? users[0];
  for (const sample of SAMPLES) {
    const id = randomUUID();
    const isPng = sample.name.endsWith('.png');
    const body = isPng ? SAMPLE_PNG : SAMPLE_PDF;
    const storageKey = `installer-documents/${id}`;
    await storage.putFile(storageKey, body);
    const uploadedAt = new Date(now.getTime() - sample.ageDays * DAY);
    await db.insert(installerDocuments).values({
      id,
      tenantId,
      installerId: faker.helpers.arrayElement(candidates).id,
      name: sample.name,
      type: sample.type,
      storageKey,
      size: body.length,
      mimeType: isPng ? 'image/png' : 'application/pdf',
      uploadedBy: users[0]?.id ?? null,
      uploadedAt,
    });
    if ('decided' in sample) {
      await db.insert(documentReviews).values({
        tenantId,
        documentKind: 'installer_document',
        documentId: id,
        status: sample.decided,
        reason:
          sample.decided === 'rejected' ? 'The photo is too blurred to read the labels.' : null,
        reviewerId: reviewer?.id ?? null,
        decidedAt: new Date(uploadedAt.getTime() + DAY),
      });
    }
  }
}
