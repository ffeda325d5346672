import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { ImportFileRow } from './pass-state';

/** The uploader as an Actor, for the job that works on their file. */
export async function uploaderActor(db: Db, file: ImportFileRow): Promise<Actor> {
  const [user] = file.uploadedBy
    ? await db.select().from(users).where(eq(users.id, file.uploadedBy)).limit(1)
    : [];
  return {
    db,
    tenantId: file.tenantId,
    ip: file.uploadIp ?? '',
    user: {
      id: user?.id ?? file.uploadedBy ?? 'system',
      email: user?.email ?? '',
      name: user?.name ?? file.uploadedByName,
      firstName: '',
      lastName: '',
      role: user?.role ?? 'COORDINATOR',
      tenantId: file.tenantId,
    },
  };
}
