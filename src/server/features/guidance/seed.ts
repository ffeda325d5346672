import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { DOCUMENT_FORMAT_MIME, versionLabel } from '@/shared/guidance/catalogue';
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { guidanceDocuments, guidanceDocumentVersions } from '@/server/db/schema/index';
import { readDocumentText } from '@/server/lib/document-text';
import { createLocalStorage } from '@/server/storage/local-storage';
import type { Storage } from '@/server/storage/storage';
import { nextDocumentReference } from './reference';
import { refreshSearchVector } from './scope';
import { DEMO_DOCUMENTS, type DemoDocument } from './seed-data';
import { docxOf, fileNameOf, pdfOf } from './seed-files';

const DAY = 86_400_000;

/**
 * A living library for a new user: eight documents in every category, real
 * small PDF and DOCX files in storage (searchable inside), some with several
 * versions, three featured, one past its review date, one a draft, and the
 * CWI procedure required reading for inspectors. Rows are inserted directly:
 * nobody is notified. Like the other seeds, files go where main.ts puts them
 * (DATA_DIR/files), since seeding runs before the server builds its storage.
 */
export async function seedDemoGuidance(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const storage = createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files'));
  const byRole = (role: Role) => users.find((u) => u.role === role)?.id ?? users[0]?.id ?? null;
  const today = todayInLondon(now);
  for (const demo of DEMO_DOCUMENTS) {
    const createdAt = new Date(now.getTime() - demo.ageDays * DAY);
    const documentId = randomUUID();
    const rows = await storeVersions(storage, demo, { tenantId, documentId, now, byRole });
    const current = rows[rows.length - 1]!;
    const reviewBy =
      demo.reviewInDays === undefined
        ? null
        : todayInLondon(new Date(Date.parse(`${today}T12:00:00Z`) + demo.reviewInDays * DAY));
    await db.insert(guidanceDocuments).values({
      id: documentId,
      tenantId,
      reference: await nextDocumentReference(db, tenantId, createdAt),
      title: demo.title,
      category: demo.category,
      docType: demo.docType,
      description: demo.description,
      tags: demo.tags,
      status: demo.status,
      featured: demo.featured ?? false,
      authorId: byRole(demo.author),
      ownerId: byRole(demo.owner),
      reviewBy,
      downloadCount: demo.downloads,
      currentVersion: current.label,
      format: demo.format,
      fileSize: current.size,
      contentText: current.contentText,
      requiredReadingRoles: demo.requiredReadingRoles ?? [],
      publishedAt: demo.status === 'published' ? createdAt : null,
      createdAt,
      updatedAt: current.createdAt,
    });
    await db.insert(guidanceDocumentVersions).values(rows);
    await db
      .update(guidanceDocuments)
      .set({ currentVersionId: current.id })
      .where(eq(guidanceDocuments.id, documentId));
    await refreshSearchVector(db, documentId);
  }
}

type VersionOwner = {
  tenantId: string;
  documentId: string;
  now: Date;
  byRole: (role: Role) => string | null;
};

/** Every version of one demo document: its file in storage and its row, oldest first. */
async function storeVersions(storage: Storage, demo: DemoDocument, owner: VersionOwner) {
  const { tenantId, documentId, now, byRole } = owner;
  const history = [
    { ageDays: demo.ageDays, changeNote: 'First version', major: true, isFirst: true },
    ...(demo.versions ?? []).map((v) => ({ ...v, isFirst: false })),
  ];
  let major = 0;
  let minor = 0;
  const rows = [];
  for (const [index, step] of history.entries()) {
    if (step.isFirst) [major, minor] = [1, 0];
    else if (step.major) [major, minor] = [major + 1, 0];
    else minor += 1;
    const label = versionLabel(major, minor);
    const bytes =
      demo.format === 'pdf'
        ? await pdfOf(demo.title, demo.sections, label)
        : await docxOf(demo.title, demo.sections, label);
    const storageKey = `guidance-documents/${randomUUID()}`;
    const { size } = await storage.putFile(storageKey, bytes);
    const isLast = index === history.length - 1;
    rows.push({
      id: randomUUID(),
      tenantId,
      documentId,
      major,
      minor,
      label,
      changeNote: step.changeNote,
      uploadedById: byRole(demo.author),
      fileName: fileNameOf(demo.title, demo.format, label),
      format: demo.format,
      mime: DOCUMENT_FORMAT_MIME[demo.format],
      size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      // Files the seed made itself: read in process (uploads go through the capped child).
      contentText: isLast ? await readDocumentText(bytes, demo.format) : '',
      // Most downloads went to the current version.
      downloadCount: isLast
        ? demo.downloads - Math.floor(demo.downloads / 4) * (history.length - 1)
        : Math.floor(demo.downloads / 4),
      createdAt: new Date(now.getTime() - step.ageDays * DAY),
    });
  }
  return rows;
}
