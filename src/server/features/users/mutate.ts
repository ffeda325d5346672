import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangePasswordInput, CreateUserInput, UpdateUserInput } from '@/shared/users';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { insertUserWithCredential } from '@/server/db/factories';
import { accounts, sessions, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { assertEmailFree, assertOtherActiveAdmin, findUserForUpdate } from './guards';

type CreateForm = z.output<typeof CreateUserInput>;
type UpdateForm = z.output<typeof UpdateUserInput>;
type ChangePassword = z.output<typeof ChangePasswordInput>;

async function setPassword(tx: Tx, userId: string, passwordHash: string) {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  }
}

export async function createUserAccount(actor: Actor, form: CreateForm) {
  const email = form.email.toLowerCase();
  return actor.db.transaction(async (tx) => {
    await assertEmailFree(tx, email);
    const created = await insertUserWithCredential(tx, {
      ...form,
      email,
      tenantId: actor.tenantId,
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'user',
      resourceId: created.id,
      details: { email, role: form.role, isActive: form.isActive },
    });
    return { id: created.id };
  });
}

export async function updateUserAccount(actor: Actor, form: UpdateForm) {
  const email = form.email.toLowerCase();
  const passwordHash = form.password === '' ? null : await hashPassword(form.password);
  return actor.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, actor.tenantId, form.id);
    const losesAdmin = before.role === 'ADMIN' && (form.role !== 'ADMIN' || !form.isActive);
    if (before.isActive && losesAdmin) {
      await assertOtherActiveAdmin(
        tx,
        actor.tenantId,
        before.id,
        'At least one active administrator is required.',
      );
    }
    if (email !== before.email) await assertEmailFree(tx, email, before.id);
    await tx
      .update(users)
      .set({
        email,
        firstName: form.firstName,
        lastName: form.lastName,
        name: `${form.firstName} ${form.lastName}`.trim(),
        role: form.role,
        isActive: form.isActive,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, before.id), eq(users.tenantId, actor.tenantId)));
    if (passwordHash) await setPassword(tx, before.id, passwordHash);
    const endsSessions = before.isActive && !form.isActive;
    if (endsSessions) await tx.delete(sessions).where(eq(sessions.userId, before.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'user',
      resourceId: before.id,
      details: {
        changes: changedFields(before, { ...form, email }),
        passwordChanged: passwordHash !== null,
        sessionsEnded: endsSessions,
      },
    });
    return { id: before.id };
  });
}

function changedFields(
  before: Record<string, unknown>,
  after: Pick<UpdateForm, 'email' | 'firstName' | 'lastName' | 'role' | 'isActive'>,
) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = { from: before[key], to: value };
  }
  return changes;
}

export async function deleteUserAccount(actor: Actor, id: string) {
  if (id === actor.user.id) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot delete your own account.' });
  }
  return actor.db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, actor.tenantId, id);
    if (user.role === 'ADMIN' && user.isActive) {
      await assertOtherActiveAdmin(
        tx,
        actor.tenantId,
        user.id,
        'You cannot delete the last active administrator.',
      );
    }
    // Sessions and accounts go with the user (cascade); audit rows keep the history.
    await tx.delete(users).where(and(eq(users.id, user.id), eq(users.tenantId, actor.tenantId)));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'user',
      resourceId: user.id,
      details: { email: user.email, role: user.role },
    });
    return { id: user.id };
  });
}

/** Sets a new password and signs the user out everywhere except the caller's own session. */
export async function changeUserPassword(
  actor: Actor,
  currentSessionId: string | null,
  input: ChangePassword,
) {
  const passwordHash = await hashPassword(input.newPassword);
  return actor.db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, actor.tenantId, input.id);
    await setPassword(tx, user.id, passwordHash);
    const ended = await tx
      .delete(sessions)
      .where(
        currentSessionId
          ? and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId))
          : eq(sessions.userId, user.id),
      )
      .returning({ id: sessions.id });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'user',
      resourceId: user.id,
      details: { passwordChanged: true, sessionsEnded: ended.length },
    });
    return { id: user.id };
  });
}
