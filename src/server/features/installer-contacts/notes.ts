import { TRPCError } from '@trpc/server';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { cleanTags, compareNotes } from '@/shared/installers/contact-rules';
import type { NoteInput, UpdateNoteInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { installerNotes, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import {
  excerpt,
  notFound,
  recordActivity,
  requireInstaller,
  userNameSql,
} from './installer-access';

export const NOTE_NOT_FOUND = 'Note not found.';

/** A private note exists only for its author: everyone else gets NOT_FOUND, never FORBIDDEN. */
export function visibleNotes(actor: Actor) {
  return and(
    eq(installerNotes.tenantId, actor.tenantId),
    or(eq(installerNotes.isPrivate, false), eq(installerNotes.createdBy, actor.user.id)),
  )!;
}

type NoteRow = typeof installerNotes.$inferSelect;

function present(note: NoteRow, createdByName: string | null, actor: Actor) {
  return {
    ...note,
    createdByName,
    isOwn: note.createdBy === actor.user.id,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

export async function listNotes(actor: Actor, installerId: string) {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select({ note: installerNotes, createdByName: userNameSql })
    .from(installerNotes)
    .leftJoin(users, eq(users.id, installerNotes.createdBy))
    .where(and(visibleNotes(actor), eq(installerNotes.installerId, installerId)));
  return rows.map((r) => present(r.note, r.createdByName, actor)).sort(compareNotes);
}

async function requireNote(tx: Db | Tx, actor: Actor, id: string) {
  const [note] = await tx
    .select()
    .from(installerNotes)
    .where(and(visibleNotes(actor), eq(installerNotes.id, id)))
    .for('update');
  return note ?? notFound(NOTE_NOT_FOUND);
}

type NoteFields = Omit<z.output<typeof NoteInput>, 'installerId'>;

function toColumns(input: NoteFields) {
  return {
    title: input.title,
    content: input.content,
    type: input.type,
    priority: input.priority,
    isPrivate: input.isPrivate,
    tags: cleanTags(input.tags),
    reminderDate: input.reminderDate || null,
  };
}

// A private note's words stay out of the shared audit log and activity feed.
const auditDetails = (note: Pick<NoteRow, 'installerId' | 'title' | 'isPrivate' | 'priority'>) =>
  note.isPrivate
    ? { installerId: note.installerId, isPrivate: true }
    : { installerId: note.installerId, title: note.title, priority: note.priority };

export async function createNote(actor: Actor, input: z.output<typeof NoteInput>) {
  const note = await actor.db.transaction(async (tx) => {
    await requireInstaller(tx, actor.tenantId, input.installerId);
    const [created] = await tx
      .insert(installerNotes)
      .values({
        ...toColumns(input),
        tenantId: actor.tenantId,
        installerId: input.installerId,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })
      .returning();
    const row = created!;
    await recordActivity(tx, actor, row.installerId, {
      type: 'note',
      title: row.isPrivate ? 'Private note added' : `Note added: ${row.title}`,
      description: row.isPrivate ? null : excerpt(row.content),
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'installer_note',
      resourceId: row.id,
      details: auditDetails(row),
    });
    return row;
  });
  return present(note, actor.user.name, actor);
}

const NOT_YOUR_NOTE = 'Only the author of this note, or a coordinator, can edit or delete it.';
const NOT_YOUR_NOTE_TO_COMPLETE =
  'Only the author of this note, or a coordinator, can mark it complete.';

export async function updateNote(actor: Actor, input: z.output<typeof UpdateNoteInput>) {
  const mayAll = await mayActOnAll(actor, 'installers:notes_all');
  const { note, createdByName } = await actor.db.transaction(async (tx) => {
    const existing = await requireNote(tx, actor, input.id);
    refuseUnlessOwn(existing.createdBy === actor.user.id, mayAll, NOT_YOUR_NOTE);
    // Only the author may hide a note from others, or show their private one.
    if (input.isPrivate !== existing.isPrivate && existing.createdBy !== actor.user.id) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Only the author can change whether a note is private.',
      });
    }
    const [updated] = await tx
      .update(installerNotes)
      .set({ ...toColumns(input), updatedBy: actor.user.id, updatedAt: new Date() })
      .where(eq(installerNotes.id, existing.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'installer_note',
      resourceId: existing.id,
      details: auditDetails(updated!),
    });
    return { note: updated!, createdByName: await authorName(tx, updated!) };
  });
  return present(note, createdByName, actor);
}

/** Ticks or unticks a note: its author, or a role with installers:notes_all (issue 27 point 5). */
export async function setNoteCompleted(actor: Actor, id: string) {
  const mayAll = await mayActOnAll(actor, 'installers:notes_all');
  const { note, createdByName } = await actor.db.transaction(async (tx) => {
    const existing = await requireNote(tx, actor, id);
    refuseUnlessOwn(existing.createdBy === actor.user.id, mayAll, NOT_YOUR_NOTE_TO_COMPLETE);
    const [updated] = await tx
      .update(installerNotes)
      .set({ isCompleted: !existing.isCompleted, updatedBy: actor.user.id, updatedAt: new Date() })
      .where(eq(installerNotes.id, existing.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'installer_note',
      resourceId: id,
      details: { ...auditDetails(existing), isCompleted: updated!.isCompleted },
    });
    return { note: updated!, createdByName: await authorName(tx, updated!) };
  });
  return present(note, createdByName, actor);
}

export async function deleteNote(actor: Actor, id: string) {
  const mayAll = await mayActOnAll(actor, 'installers:notes_all');
  await actor.db.transaction(async (tx) => {
    const existing = await requireNote(tx, actor, id);
    refuseUnlessOwn(existing.createdBy === actor.user.id, mayAll, NOT_YOUR_NOTE);
    await tx.delete(installerNotes).where(eq(installerNotes.id, existing.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'installer_note',
      resourceId: id,
      details: auditDetails(existing),
    });
  });
  return { id };
}

async function authorName(tx: Db | Tx, note: NoteRow) {
  if (!note.createdBy) return null;
  const [row] = await tx
    .select({ name: userNameSql })
    .from(users)
    .where(eq(users.id, note.createdBy));
  return row?.name ?? null;
}
