import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { Faker, en, en_GB } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import {
  auditLog,
  inspections,
  installerActivities,
  installers,
  monitoringProposals,
  notifications,
  outboxEmails,
} from '@/server/db/schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { insertInstaller, monitoringCaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let outsider: User;
const T = 'default-tenant';
const faker = new Faker({ locale: [en_GB, en], seed: 11 });

const newUser = (email: string, role: User['role'], tenantId = T) =>
  createUser(database.db, { email, firstName: email, lastName: 'X', role, tenantId });

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant');
  admin = await newUser('ada@test.uk', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'COORDINATOR');
  inspector = await newUser('ivy@test.uk', 'INSPECTOR');
  outsider = await newUser('eve@test.uk', 'ADMIN', 'other-tenant');
});
afterAll(() => database.close());

async function proposalFor(name: string, tenantId = T) {
  const installer = await insertInstaller(database.db, { tenantId, name });
  const [proposal] = await database.db
    .insert(monitoringProposals)
    .values({ tenantId, installerId: installer.id, reason: `Risk score of ${name} is 8.2` })
    .returning();
  return { installer, proposal: proposal! };
}

describe('monitoring.proposals', () => {
  it('lists pending proposals with installer name and reason', async () => {
    const { proposal } = await proposalFor('Listed Ltd');
    const list = await monitoringCaller(database.db, inspector).proposals.list();
    expect(list.find((p) => p.id === proposal.id)).toMatchObject({
      installerName: 'Listed Ltd',
      reason: 'Risk score of Listed Ltd is 8.2',
    });
  });

  it('confirm moves the installer to Enhanced with activity, notifications, e-mail, audit and figures', async () => {
    const { installer, proposal } = await proposalFor('Confirm Ltd');
    // A passed inspection on 2026-02-10: Enhanced is reviewed quarterly, so next due 2026-05-10.
    await database.db.insert(inspections).values({
      ...buildInspectionRow(faker, {
        tenantId: T,
        reference: 'INS-2026-900001',
        createdAt: new Date('2026-02-01T09:00:00Z'),
        installers: [{ id: installer.id, name: installer.name }],
        inspectors: ['Tom'],
      }),
      status: 'PASSED',
      completedDate: '2026-02-10',
      scheduledDate: '2026-02-10',
    });
    const result = await monitoringCaller(database.db, coordinator).proposals.confirm({
      id: proposal.id,
    });
    expect(result).toMatchObject({ status: 'confirmed', installerId: installer.id });

    const [after] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, installer.id));
    expect(after).toMatchObject({
      monitoringType: 'Enhanced',
      monitoringStartDate: todayInLondon(),
      monitoringReason: proposal.reason,
      version: installer.version + 1,
      lastInspection: '2026-02-10',
      nextDueDate: '2026-05-10',
    });
    const [decided] = await database.db
      .select()
      .from(monitoringProposals)
      .where(eq(monitoringProposals.id, proposal.id));
    expect(decided).toMatchObject({ status: 'confirmed', decidedBy: coordinator.id });
    expect(decided?.decidedAt).toBeInstanceOf(Date);

    const activities = await database.db
      .select()
      .from(installerActivities)
      .where(eq(installerActivities.installerId, installer.id));
    expect(activities).toEqual([
      expect.objectContaining({ type: 'status_change', title: 'Moved to Enhanced monitoring' }),
    ]);
    const notes = await database.db
      .select({ userId: notifications.userId, url: notifications.actionUrl })
      .from(notifications)
      .where(eq(notifications.title, 'Confirm Ltd moved to Enhanced monitoring'));
    expect(notes.map((n) => n.userId).sort()).toEqual([admin.id, coordinator.id].sort());
    expect(notes[0]?.url).toBe(`/installers/${installer.id}`);
    const mails = await database.db
      .select({ to: outboxEmails.to, status: outboxEmails.status })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Confirm Ltd moved to Enhanced monitoring'));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['ada@test.uk', 'cora@test.uk']);
    expect(mails.every((m) => m.status === 'queued')).toBe(true);
    const audits = await database.db
      .select({ resource: auditLog.resource })
      .from(auditLog)
      .where(eq(auditLog.userId, coordinator.id));
    expect(audits.map((a) => a.resource)).toEqual(
      expect.arrayContaining(['installer', 'monitoring_proposal']),
    );
    expect(
      (await monitoringCaller(database.db, coordinator).proposals.list()).some(
        (p) => p.id === proposal.id,
      ),
    ).toBe(false);
  });

  it('refuses to decide a proposal twice', async () => {
    const { proposal } = await proposalFor('Twice Ltd');
    const caller = monitoringCaller(database.db, admin).proposals;
    await caller.dismiss({ id: proposal.id });
    await expect(caller.confirm({ id: proposal.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This proposal has already been decided.',
    });
  });

  it('dismiss leaves the installer Standard and records the decision', async () => {
    const { installer, proposal } = await proposalFor('Dismiss Ltd');
    await monitoringCaller(database.db, admin).proposals.dismiss({ id: proposal.id });
    const [after] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, installer.id));
    expect(after).toMatchObject({ monitoringType: 'Standard', version: installer.version });
    const [decided] = await database.db
      .select()
      .from(monitoringProposals)
      .where(eq(monitoringProposals.id, proposal.id));
    expect(decided).toMatchObject({ status: 'dismissed', decidedBy: admin.id });
    const activities = await database.db
      .select({ title: installerActivities.title })
      .from(installerActivities)
      .where(eq(installerActivities.installerId, installer.id));
    expect(activities).toEqual([{ title: 'Enhanced monitoring proposal dismissed' }]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'monitoring_proposal'), eq(auditLog.resourceId, proposal.id)),
      );
    expect(audit).toMatchObject({
      action: 'update',
      userId: admin.id,
      details: { decision: 'dismissed', installerId: installer.id },
    });
  });

  it('refuses INSPECTORs and other tenants', async () => {
    const { proposal } = await proposalFor('Guarded Ltd');
    await expect(
      monitoringCaller(database.db, inspector).proposals.confirm({ id: proposal.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (monitoring:manage).',
    });
    await expect(
      monitoringCaller(database.db, outsider).proposals.dismiss({ id: proposal.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Proposal not found.' });
    expect(await monitoringCaller(database.db, outsider).proposals.list()).toEqual([]);
  });
});
