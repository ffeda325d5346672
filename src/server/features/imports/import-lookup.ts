import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import {
  headerSignature,
  IMPORT_MESSAGES,
  normaliseHeader,
  type ImportEntity,
} from '@/shared/imports/catalogue';
import { fieldsOf } from '@/shared/imports/fields';
import { importFiles, importMappings } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

// The lookups every import procedure starts from, kept apart so the reads and
// the pass requests share one tenant-scoped "not found".
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: IMPORT_MESSAGES.notFound });

export async function findFile(actor: Actor, id: string) {
  const [file] = await actor.db
    .select()
    .from(importFiles)
    .where(and(eq(importFiles.id, id), eq(importFiles.tenantId, actor.tenantId)));
  if (!file) throw notFound();
  return file;
}

/** The tenant's saved matching for these headers, dropping fields that no longer exist. */
export async function savedMapping(actor: Actor, entity: ImportEntity, headers: string[]) {
  const [saved] = await actor.db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.tenantId, actor.tenantId),
        eq(importMappings.entity, entity),
        eq(importMappings.signature, headerSignature(headers)),
      ),
    );
  if (!saved) return null;
  const keys = new Set(fieldsOf(entity).map((f) => f.key));
  return headers.map((h) => {
    const key = saved.mapping[normaliseHeader(h)];
    return key && keys.has(key) ? key : null;
  });
}
