import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { buildSinglePageForm, buildWizardForm } from '@/server/db/inspection-factories';
import {
  installers,
  monitoringProposals,
  monitoringSettings,
  notifications,
} from '@/server/db/schema/index';
import { buildTestApp, signInRequest } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import {
  answerEveryQuestion,
  switchOffSignatureRule,
} from '@/server/test-support/checklist-answers';

let database: Database;
let app: FastifyInstance;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let outsider: User;

const addInstaller = (name: string, values: Partial<typeof installers.$inferInsert> = {}) =>
  createInstaller(database.db, { name, ...values });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await createUser(database.db, { role: 'ADMIN' });
  coordinator = await createUser(database.db, { role: 'COORDINATOR' });
  inspector = await createUser(database.db, {
    email: 'insp@test.uk',
    firstName: 'Tom',
    lastName: 'Hughes',
  });
  await createTenant(database.db, 'other-tenant');
  outsider = await createUser(database.db, {
    firstName: 'Eve',
    lastName: 'O',
    role: 'ADMIN',
    tenantId: 'other-tenant',
  });
  await addInstaller('Alpha Insulation Ltd', {
    qmpCertNumber: 'QMP-1',
    email: 'a@alpha.co.uk',
    companyNumber: '01234567',
    riskScore: 8.5,
    complianceRate: 55,
    status: 'Active',
    nextDueDate: '2020-01-01',
  });
  await addInstaller('Bravo Energy', {
    qmpCertNumber: 'QMP-2',
    riskScore: 3,
    complianceRate: 95,
    status: 'Suspended',
    monitoringType: 'Enhanced',
  });
  await addInstaller('Charlie Retrofit', {
    qmpCertNumber: 'QMP-3',
    riskScore: 6.2,
    complianceRate: null,
    status: 'Active',
  });
  await database.db
    .insert(installers)
    .values({ tenantId: 'other-tenant', name: 'Secret Installer' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('installers.list and stats', () => {
  it('searches name, QMP cert number, e-mail and company number case-insensitively', async () => {
    const list = callerFor(database.db, inspector).installers.list;
    for (const search of ['alpha', 'qmp-1', 'A@ALPHA', '0123456']) {
      expect((await list({ search })).items.map((i) => i.name)).toEqual(['Alpha Insulation Ltd']);
    }
    expect((await list({ search: 'Secret' })).pagination.total).toBe(0);
  });

  it('filters by status and monitoring type, sorts every spec field both ways and pages', async () => {
    const list = callerFor(database.db, inspector).installers.list;
    expect((await list({ status: 'Suspended' })).items.map((i) => i.name)).toEqual([
      'Bravo Energy',
    ]);
    expect((await list({ monitoringType: 'Enhanced' })).items.map((i) => i.name)).toEqual([
      'Bravo Energy',
    ]);
    expect(
      (await list({ sort: 'riskScore', direction: 'desc' })).items.map((i) => i.riskScore),
    ).toEqual([8.5, 6.2, 3]);
    expect(
      (await list({ sort: 'complianceRate', direction: 'asc' })).items.map((i) => i.complianceRate),
    ).toEqual([55, 95, null]);
    expect((await list({ sort: 'name', direction: 'desc' })).items.map((i) => i.name)).toEqual([
      'Charlie Retrofit',
      'Bravo Energy',
      'Alpha Insulation Ltd',
    ]);
    expect(
      (await list({ sort: 'qmpCertNumber', direction: 'asc' })).items.map((i) => i.qmpCertNumber),
    ).toEqual(['QMP-1', 'QMP-2', 'QMP-3']);
    const page = await list({ limit: 2, page: 2, sort: 'name' });
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.items.map((i) => i.name)).toEqual(['Charlie Retrofit']);
    const alpha = (await list({ search: 'alpha' })).items[0]!;
    expect(alpha.inspectionStatus).toBe('Overdue');
  });

  it('computes the six summary cards for the filters', async () => {
    const stats = await callerFor(database.db, inspector).installers.stats({});
    expect(stats).toEqual({
      total: 3,
      active: 2,
      highRisk: 1,
      overdueInspections: 1,
      enhancedMonitoring: 1,
      avgComplianceRate: 75,
    });
    expect(
      (await callerFor(database.db, inspector).installers.stats({ status: 'Active' })).total,
    ).toBe(2);
  });
});

describe('figures from inspections', () => {
  it('links a registered inspection to its installer (creating one when new) and recomputes after status changes', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ installerName: 'Delta Warm Homes', qmpCert: 'QMP-77' }),
    });
    const [delta] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Delta Warm Homes'));
    expect(delta).toMatchObject({
      status: 'Pending Review',
      qmpCertNumber: 'QMP-77',
      totalInspections: 1,
      pendingCount: 1,
      complianceRate: null,
    });
    expect(created.installerId).toBe(delta!.id);

    // Same QMP number, different spelling: matched, not duplicated.
    await caller.inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ installerName: 'DELTA WARM HOMES LTD', qmpCert: 'qmp-77' }),
    });
    expect((await caller.installers.list({ search: 'delta' })).pagination.total).toBe(1);

    // Completing needs the checklist answered and, by default, a signature (decision 012, tested
    // in outcomes-follow-evidence.test.ts); here the installer's figures are the subject.
    await answerEveryQuestion(database.db, coordinator, created.id);
    await switchOffSignatureRule(database.db, 'default-tenant');
    await caller.inspection.updateInspectionStatus({
      id: created.id,
      status: 'FAILED',
      completionNotes: '',
      completedDate: '2026-11-20',
      expectedVersion: 1,
    });
    const profile = await caller.installers.get({ id: delta!.id });
    expect(profile.inspectionStats).toMatchObject({
      totalInspections: 2,
      failCount: 1,
      passCount: 0,
      pendingCount: 1,
      failPercentage: 100,
    });
    expect(profile).toMatchObject({
      complianceRate: 0,
      lastInspection: '2026-11-20',
      nextDueDate: '2027-11-20',
      outcome: 'Pending',
    });
    expect(profile.recentInspections).toHaveLength(2);
  });

  it('proposes Enhanced monitoring when the risk score reaches the threshold, and notifies managers', async () => {
    await database.db
      .insert(monitoringSettings)
      .values({ tenantId: 'default-tenant', riskScoreThreshold: 4 })
      .onConflictDoUpdate({
        target: monitoringSettings.tenantId,
        set: { riskScoreThreshold: 4, autoApplyEnhanced: false },
      });
    const caller = callerFor(database.db, coordinator);
    for (let i = 0; i < 3; i++) {
      const form = buildWizardForm('completed', {
        installerName: 'Echo Solid Wall',
        inspectionOutcome: 'FAILED',
        ewiGrading: 'Red',
        qmpCert: '',
      });
      await caller.inspection.createInspectionDirect({ source: 'COMPLETED_WIZARD', form });
    }
    const [echo] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Echo Solid Wall'));
    expect(echo!.riskScore).toBeGreaterThanOrEqual(4);
    expect(echo!.monitoringType).toBe('Standard');
    const proposals = await database.db
      .select()
      .from(monitoringProposals)
      .where(eq(monitoringProposals.installerId, echo!.id));
    expect(proposals).toMatchObject([{ status: 'pending' }]);
    expect(proposals[0]!.reason).toContain('risk score');
    const adminNotes = await database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.id),
          eq(notifications.title, 'Enhanced monitoring proposed'),
        ),
      );
    expect(adminNotes.length).toBeGreaterThan(0);
    expect((await caller.installers.get({ id: echo!.id })).pendingProposal).not.toBeNull();
  });

  it('applies Enhanced at once when the setting says so, moving the next due date to quarterly', async () => {
    await database.db
      .update(monitoringSettings)
      .set({ autoApplyEnhanced: true, riskScoreThreshold: 4 })
      .where(eq(monitoringSettings.tenantId, 'default-tenant'));
    const caller = callerFor(database.db, coordinator);
    for (let i = 0; i < 3; i++) {
      const form = buildWizardForm('completed', {
        installerName: 'Foxtrot Heat',
        inspectionOutcome: 'FAILED',
        ewiGrading: 'Red',
        qmpCert: '',
        completedDate: '2026-11-01',
      });
      await caller.inspection.createInspectionDirect({ source: 'COMPLETED_WIZARD', form });
    }
    const [fox] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Foxtrot Heat'));
    expect(fox).toMatchObject({ monitoringType: 'Enhanced', nextDueDate: '2027-02-01' });
    expect(fox!.monitoringReason).toContain('Rule:');
    await database.db
      .update(monitoringSettings)
      .set({ autoApplyEnhanced: false, riskScoreThreshold: 7 })
      .where(eq(monitoringSettings.tenantId, 'default-tenant'));
  });
});

describe('installer mutations and permissions', () => {
  it('creates and updates with validation, unique names and optimistic versions', async () => {
    const caller = callerFor(database.db, coordinator).installers;
    await expectBadRequest(caller.create({ name: '  ', email: '' }), 'Name is required');
    await expectBadRequest(
      caller.create({ name: 'Golf Ltd', email: 'not-an-email' }),
      'Email format is invalid',
    );
    const golf = await caller.create({
      name: 'Golf Ltd',
      email: 'hi@golf.co.uk',
      tags: [' EWI', 'ewi', 'Solar '],
    });
    expect(golf).toMatchObject({
      status: 'Active',
      monitoringType: 'Standard',
      tags: ['EWI', 'Solar'],
      version: 1,
    });
    await expect(caller.create({ name: 'GOLF LTD' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An installer called GOLF LTD already exists.',
    });
    const updated = await caller.update({
      id: golf.id,
      expectedVersion: 1,
      name: 'Golf Retrofit Ltd',
      phone: '0113 496 0000',
    });
    expect(updated).toMatchObject({ name: 'Golf Retrofit Ltd', version: 2 });
    await expect(
      caller.update({ id: golf.id, expectedVersion: 1, name: 'Golf Again' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const suspended = await caller.setStatus({
      id: golf.id,
      status: 'Suspended',
      reason: 'Insurance lapsed',
    });
    expect(suspended.status).toBe('Suspended');
    const enhanced = await caller.setMonitoringType({
      id: golf.id,
      monitoringType: 'Enhanced',
      reason: 'Manual decision',
    });
    expect(enhanced.monitoringStatus).toMatchObject({
      type: 'Enhanced',
      reason: 'Manual decision',
      criteria: { frequency: 'Quarterly' },
    });
  });

  it('lets every role view but only ADMIN and COORDINATOR edit or manage monitoring', async () => {
    const caller = callerFor(database.db, inspector).installers;
    const [alpha] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Alpha Insulation Ltd'));
    await expect(caller.get({ id: alpha!.id })).resolves.toMatchObject({
      name: 'Alpha Insulation Ltd',
    });
    await expect(caller.create({ name: 'Hotel Ltd' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (installers:edit).',
    });
    await expect(
      caller.setMonitoringType({ id: alpha!.id, monitoringType: 'Enhanced', reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (monitoring:manage).',
    });
    await expect(callerFor(database.db, null).installers.list({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps tenants apart', async () => {
    const [secret] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Secret Installer'));
    await expect(
      callerFor(database.db, admin).installers.get({ id: secret!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Installer not found.' });
    expect(
      (await callerFor(database.db, outsider).installers.list({})).items.map((i) => i.name),
    ).toEqual(['Secret Installer']);
  });
});

describe('installer export', () => {
  it('downloads CSV and XLSX of the current filters', async () => {
    const signIn = await app.inject(
      signInRequest('insp@test.uk', 'password-1', { ip: '198.51.100.77' }),
    );
    const headers = { authorization: `Bearer ${signIn.headers['set-auth-token'] as string}` };
    const csv = await app.inject({
      method: 'GET',
      url: '/api/installers/export.csv?status=Active&sort=riskScore&direction=desc',
      headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,QMP Cert Number,Company Number,Email,Phone,Status,Monitoring,Risk Score,Compliance Rate,Last Inspection,Next Due Date,Inspection Status,Total Inspections',
    );
    expect(lines[1]).toMatch(
      /^Alpha Insulation Ltd,QMP-1,01234567,a@alpha.co.uk,,Active,Standard,8.5,55%,N\/A,01\/01\/2020,Overdue,0$/,
    );
    const total = (await callerFor(database.db, inspector).installers.list({ status: 'Active' }))
      .pagination.total;
    expect(lines).toHaveLength(total + 1);

    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/installers/export.xlsx?monitoringType=Enhanced',
      headers,
    });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Installers')!;
    const enhanced = (
      await callerFor(database.db, inspector).installers.list({ monitoringType: 'Enhanced' })
    ).pagination.total;
    expect(sheet.rowCount).toBe(enhanced + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(
      (await app.inject({ method: 'GET', url: '/api/installers/export.csv' })).statusCode,
    ).toBe(401);
  });
});
