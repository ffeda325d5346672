import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, type AccountRole } from '@/shared/roles';
import { ensureDefaultMatrix } from '../features/permissions/service';
import type { Db, Tx } from './client';
import { accounts, tenants, users } from './schema/index';

export type NewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  tenantId?: string;
  isActive?: boolean;
  /**
   * The stored hash of `password`, when the caller has one already: tests give every user the
   * same password, and hashing it once instead of per user saves a scrypt run (about 0.1 s of
   * CPU) for each user they create.
   */
  passwordHash?: string;
};

/** Inserts a user and its e-mail/password account, the way better-auth stores one; call it in a transaction. */
export async function insertUserWithCredential(db: Db | Tx, input: NewUser) {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
  await db.insert(users).values({
    id,
    email,
    name: `${input.firstName} ${input.lastName}`.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    isActive: input.isActive ?? true,
    emailVerified: true,
    tenantId,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: input.passwordHash ?? (await hashPassword(input.password)),
  });
  return {
    id,
    email,
    role: input.role,
    tenantId,
    firstName: input.firstName,
    lastName: input.lastName,
  };
}

/** Creates a user with an e-mail/password account, the way better-auth stores one. */
export async function createUser(db: Db, input: NewUser) {
  return db.transaction((tx) => insertUserWithCredential(tx, input));
}

/** Creates the user, or resets the password, role and active flag of an existing one. */
export async function upsertUser(db: Db, input: NewUser) {
  const email = input.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) return { ...(await createUser(db, input)), created: true };
  const password = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: input.role, isActive: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    const updated = await tx
      .update(accounts)
      .set({ password, updatedAt: new Date() })
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: existing.id,
        providerId: 'credential',
        userId: existing.id,
        password,
      });
    }
  });
  return {
    id: existing.id,
    email,
    role: input.role,
    tenantId: input.tenantId ?? DEFAULT_TENANT_ID,
    created: false,
  };
}

/** A tenant with the default role matrix, as a new organisation starts. */
export async function createTenant(db: Db, id: string, name = id) {
  await db.insert(tenants).values({ id, name }).onConflictDoNothing();
  await ensureDefaultMatrix(db, id);
  return { id, name };
}
