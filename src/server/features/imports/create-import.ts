import { autoMatch } from '@/shared/imports/fields';
import type { ImportEntity } from '@/shared/imports/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import { importFiles } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { savedMapping } from './import-lookup';
import type { ReceivedImportFile } from './intake';
import { readHeaders } from './read-rows';

/** A stored upload becomes an import record: its headers read, its columns matched (saved matching first). */
export async function createImport(
  actor: Actor,
  storage: Storage,
  file: ReceivedImportFile,
  options: { entity: ImportEntity; converter: boolean },
) {
  const headers = await readHeaders(storage, file.storageKey, file.format);
  const saved = await savedMapping(actor, options.entity, headers);
  const mapping = saved ?? autoMatch(headers, options.entity);
  return actor.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(importFiles)
      .values({
        tenantId: actor.tenantId,
        fileName: file.fileName,
        format: file.format,
        size: file.size,
        storageKey: file.storageKey,
        entity: options.entity,
        converter: options.converter,
        headers,
        mapping,
        uploadedBy: actor.user.id,
        uploadedByName: actor.user.name,
        uploadIp: actor.ip,
      })
      .returning({ id: importFiles.id });
    await writeAudit(tx, actor, {
      action: 'upload',
      resource: 'import_file',
      resourceId: created!.id,
      details: {
        fileName: file.fileName,
        format: file.format,
        size: file.size,
        entity: options.entity,
      },
    });
    return { id: created!.id, savedMapping: saved !== null };
  });
}
