import type { Db } from '@/server/db/client';

// better-auth hides its database; the session checks that run beside it need the same one.
const databases = new WeakMap<object, Db>();

export function rememberAuthDatabase(auth: object, db: Db) {
  databases.set(auth, db);
}

export function authDatabase(auth: object): Db | null {
  return databases.get(auth) ?? null;
}
