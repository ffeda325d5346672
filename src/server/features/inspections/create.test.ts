import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { buildSinglePageForm, buildWizardForm } from '@/server/db/inspection-factories';
import { auditLog, inspectionDrafts, notifications } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import {
  answerEveryQuestion,
  switchOffSignatureRule,
} from '@/server/test-support/checklist-answers';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let otherTenantAdmin: User;

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await createUser(database.db, {
    firstName: 'Cora',
    lastName: 'Ord',
    role: 'COORDINATOR',
  });
  inspector = await createUser(database.db, {
    email: 'tom@test.uk',
    firstName: 'Tom',
    lastName: 'Hughes',
  });
  await createTenant(database.db, 'other-tenant');
  otherTenantAdmin = await createUser(database.db, {
    firstName: 'Eve',
    role: 'ADMIN',
    tenantId: 'other-tenant',
  });
});
afterAll(() => database.close());

describe('inspection.createInspectionDirect', () => {
  it('stores a single-page registration with the spec payload derived from the form', async () => {
    const form = buildSinglePageForm({
      policyId: '100234',
      measureType: 'IWI',
      invoiceReference: 'INV-77',
      servicesAdjusted: 'N/A',
      inspectionTrigger: 'Enhanced Monitoring',
    });
    const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form,
    });
    expect(created.reference).toMatch(/^INS-\d{4}-\d{6}$/);
    expect(created).toMatchObject({
      source: 'SINGLE_PAGE',
      status: 'PENDING',
      version: 1,
      policyId: '100234',
      customerName: 'TBD',
      customerForename: 'TBD',
      customerSurname: 'TBD',
      customerEmail: null,
      addressTown: 'TBD',
      addressLine1: '12 Acacia Avenue',
      addressPostcode: 'LS6 2AB',
      propertyAddress: '12 Acacia Avenue, LS6 2AB',
      measureType: 'INSULATION',
      measureCode: 'IWI',
      measureLabel: 'IWI Internal Wall Insulation',
      installerName: 'Northern Insulation Services',
      installerCompany: 'Northern Insulation Services',
      installerEmail: 'office@northern-insulation.co.uk',
      // One catalogue: 'Enhanced Monitoring' is QUALITY_ASSURANCE from every form (issue 28 point 6).
      trigger: 'QUALITY_ASSURANCE',
      triggerLabel: 'Enhanced Monitoring',
      scheduledDate: '2026-12-01',
      invoiceReference: 'INV-77',
      servicesAdjusted: 'N/A',
      qmpCert: 'QMP-10234',
      inspectorName: 'Tom Hughes',
      inspectorUserId: inspector.id,
      onsiteRemote: 'Onsite',
      inspectionType: 'Third-Party C3',
      createdByName: 'Cora Ord',
    });
    expect(created.notes).toContain('Invoice Reference: INV-77');
    expect(created.history).toMatchObject([
      { fromStatus: null, toStatus: 'PENDING', changedByName: 'Cora Ord' },
    ]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, created.id));
    expect(audit).toMatchObject([
      { action: 'create', resource: 'inspection', userId: coordinator.id },
    ]);
  });

  it('stores every field of the schedule wizard and deletes the draft it came from', async () => {
    const caller = callerFor(database.db, coordinator);
    const draft = await caller.inspection.saveDraft({
      variant: 'schedule',
      data: { policyId: '200567' },
      currentStep: 6,
    });
    const form = buildWizardForm('schedule');
    const created = await caller.inspection.createInspectionDirect({
      source: 'SCHEDULE_WIZARD',
      form,
      draftId: draft.id,
    });
    const read = await caller.inspection.get({ id: created.id });
    expect(read).toMatchObject({
      source: 'SCHEDULE_WIZARD',
      status: 'PENDING',
      customerName: 'Joan Baker',
      customerTitle: 'Mrs',
      customerEmail: 'joan.baker@example.co.uk',
      customerPhone: '07700 900123',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      propertyType: 'House',
      propertyBedrooms: 3,
      propertyFloors: 2,
      measureType: 'INSULATION',
      measureLabel: 'EWI External Wall Insulation',
      systemCertificate: 'BBA 21/1234 bespoke render',
      invoiceReference: 'INV-5521',
      servicesAdjusted: 'No',
      installerCompany: 'Pennine Solid Wall Ltd',
      installerPhone: '01422 555010',
      qmpCert: 'QMP-11377',
      trigger: 'CUSTOMER_COMPLAINT',
      triggerLabel: 'Customer Complaint',
      scheduledDate: form.scheduledDate,
      scheduledTime: '10:30',
      onsiteRemote: 'Onsite',
      inspectionType: 'Site Visit',
      specialRequirements: 'Dog on site; call ahead',
      outcome: null,
      answers: {},
    });
    expect(read.notes).toBe(
      'Inspector: Tom Hughes\nInspection Type: Site Visit\nMode: Onsite\nSpecial Requirements: Dog on site; call ahead\n' +
        'System Certificate: BBA 21/1234 bespoke render\nInvoice Reference: INV-5521\nServices Adjusted: No',
    );
    expect(
      await database.db.select().from(inspectionDrafts).where(eq(inspectionDrafts.id, draft.id)),
    ).toEqual([]);
  });

  it('stores every result and answer of the completed wizard, with QUALITY_ASSURANCE and the completed date', async () => {
    const form = buildWizardForm('completed', {
      inspectionTrigger: 'Routine Check',
      additionalNotes: 'Left card with tenant',
    });
    const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'COMPLETED_WIZARD',
      form,
    });
    expect(created).toMatchObject({
      status: 'FAILED',
      trigger: 'QUALITY_ASSURANCE',
      scheduledDate: '2026-11-20',
      completedDate: '2026-11-20',
      outcome: 'FAILED',
      defectsFound: true,
      defectDetails: 'Render cracking at window reveals',
      remedialActionRequired: true,
      remedialActionDetails: 'Re-render reveals within 8 weeks',
      certificateIssued: true,
      certificateNumber: 'CERT-778',
      answers: {
        ewiFullCoverage: 'Pass',
        ewiFixingsAdhesion: 'Pass',
        ewiWeatherproofRender: 'Fail',
        ewiVentilationDpc: 'Pass',
        ewiDetailingSeals: 'Fail',
      },
      ewiGrading: 'Amber',
      ewiInspectionSummary: 'Mostly compliant',
      ewiIssues: 'Cracking at reveals',
      ewiRecommendedActions: 'Re-render',
      ewiMandatoryBestPractice: 'Mandatory',
      rating: 'Amber',
      notes: 'Left card with tenant',
      additionalNotes: 'Left card with tenant',
    });
  });

  it('maps a PARTIAL outcome to REQUIRES_FOLLOW_UP', async () => {
    const form = buildWizardForm('completed', { inspectionOutcome: 'PARTIAL' });
    const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'COMPLETED_WIZARD',
      form,
    });
    expect(created.status).toBe('REQUIRES_FOLLOW_UP');
  });

  it('re-validates with the form rules and messages', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(
      caller.inspection.createInspectionDirect({
        source: 'SINGLE_PAGE',
        form: buildSinglePageForm({ policyId: 'ABC' }),
      }),
      'Policy ID should contain only numbers',
    );
    await expectBadRequest(
      caller.inspection.createInspectionDirect({
        source: 'SINGLE_PAGE',
        form: buildSinglePageForm({ measureType: 'IWI', invoiceReference: ' ' }),
      }),
      'Invoice reference is required for IWI inspections',
    );
    await expectBadRequest(
      caller.inspection.createInspectionDirect({
        source: 'COMPLETED_WIZARD',
        form: buildWizardForm('completed', { ewiGrading: '' }),
      }),
      'Overall grading is required for EWI inspections',
    );
    await expectBadRequest(
      caller.inspection.createInspectionDirect({
        source: 'SCHEDULE_WIZARD',
        form: buildWizardForm('schedule', { addressPostcode: 'NOPE' }),
      }),
      'Postcode format is invalid',
    );
  });

  it('gives references in sequence per tenant', async () => {
    const a = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    const b = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    const number = (ref: string) => Number(ref.slice(-6));
    expect(number(b.reference)).toBe(number(a.reference) + 1);
    const other = await callerFor(database.db, otherTenantAdmin).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    expect(number(other.reference)).toBe(1);
  });

  it('refuses an INSPECTOR (no inspections:create) and anonymous callers', async () => {
    await expect(
      callerFor(database.db, inspector).inspection.createInspectionDirect({
        source: 'SINGLE_PAGE',
        form: buildSinglePageForm(),
      }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (inspections:create).',
    });
    await expect(
      callerFor(database.db, null).inspection.createInspectionDirect({
        source: 'SINGLE_PAGE',
        form: buildSinglePageForm(),
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      callerFor(database.db, inspector).inspection.saveDraft({ variant: 'schedule', data: {} }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('registration: inspector chosen from staff, duplicates confirmed (issue 28 point 6)', () => {
  it('stores the chosen INSPECTOR user by id and name, whatever name was sent', async () => {
    const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ inspectorUserId: inspector.id, inspectorName: 'Someone Else' }),
    });
    expect(created).toMatchObject({ inspectorUserId: inspector.id, inspectorName: 'Tom Hughes' });
    expect(created.notes).toContain('Inspector: Tom Hughes');
  });

  it('lists only active INSPECTOR users of the tenant, and refuses anyone else', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    expect(await caller.inspectorOptions()).toEqual([
      { id: inspector.id, name: 'Tom Hughes', email: 'tom@test.uk' },
    ]);
    for (const notAnInspector of [coordinator.id, otherTenantAdmin.id]) {
      await expect(
        caller.createInspectionDirect({
          source: 'SCHEDULE_WIZARD',
          form: buildWizardForm('schedule', { inspectorUserId: notAnInspector }),
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Choose an inspector from the list',
      });
    }
    await expect(
      callerFor(database.db, inspector).inspection.inspectorOptions(),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('warns when the policy ID and measure are registered, and registers once confirmed', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const first = await caller.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ policyId: '555001', measureType: 'CWI' }),
    });
    // The wizard is checked the same way: same policy and measure, whichever form.
    const again = {
      source: 'SCHEDULE_WIZARD' as const,
      form: buildWizardForm('schedule', { policyId: '555001', measureType: 'CWI' }),
    };
    const refused = await caller.createInspectionDirect(again).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message:
        'Policy ID 555001 already has an inspection for CWI Cavity Wall Insulation. Register another one?',
      cause: {
        details: {
          kind: 'DUPLICATE_REGISTRATION',
          duplicates: [{ id: first.id, reference: first.reference, status: 'PENDING' }],
        },
      },
    });
    // Another measure on the same policy is not a duplicate.
    await caller.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ policyId: '555001', measureType: 'EWI' }),
    });
    const confirmed = await caller.createInspectionDirect({ ...again, confirmDuplicate: true });
    expect(confirmed).toMatchObject({
      policyId: '555001',
      measureCode: 'CWI',
      measureLabel: 'CWI Cavity Wall Insulation',
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, confirmed.id));
    expect(audit?.details).toMatchObject({ policyId: '555001', confirmedDuplicate: true });
  });
});

describe('wizard drafts', () => {
  it('saves, replaces, lists, loads and deletes one draft per user and variant', async () => {
    const caller = callerFor(database.db, coordinator);
    await caller.inspection.deleteDraft({ variant: 'completed' });
    await caller.inspection.saveDraft({
      variant: 'completed',
      data: { measureType: 'CWI', policyId: '1' },
      currentStep: 1,
    });
    const saved = await caller.inspection.saveDraft({
      variant: 'completed',
      data: { measureType: 'CWI', policyId: '12', addressTown: 'Leeds' },
      currentStep: 2,
    });
    const loaded = await caller.inspection.loadDraft({ variant: 'completed' });
    expect(loaded).toMatchObject({
      id: saved.id,
      currentStep: 2,
      data: { measureType: 'CWI', policyId: '12', addressTown: 'Leeds' },
    });
    expect(await caller.inspection.listDrafts()).toMatchObject([
      { id: saved.id, variant: 'completed', measureType: 'CWI', policyId: '12' },
    ]);
    // Someone else's drafts are theirs alone.
    const admin = await createUser(database.db, { firstName: 'A', lastName: 'D', role: 'ADMIN' });
    expect(
      await callerFor(database.db, admin).inspection.loadDraft({ variant: 'completed' }),
    ).toBeNull();
    expect(
      await callerFor(database.db, admin).inspection.deleteDraft({ variant: 'completed' }),
    ).toEqual({ deleted: false });
    expect(await caller.inspection.deleteDraft({ variant: 'completed' })).toEqual({
      deleted: true,
    });
    expect(await caller.inspection.loadDraft({ variant: 'completed' })).toBeNull();
  });
});

describe('inspection notifications', () => {
  it('tells the assigned inspector, and the creator when someone else changes the status', async () => {
    const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ inspectorName: 'tom hughes', inspectionDate: '2026-12-03' }),
    });
    const forTom = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inspector.id));
    expect(forTom.find((n) => n.actionUrl === `/inspections/${created.id}`)).toMatchObject({
      type: 'info',
      title: 'New inspection assigned',
      message: `${created.reference} at 12 Acacia Avenue, LS6 2AB, scheduled for 03/12/2026.`,
      read: false,
    });

    // Completing needs the checklist answered and, by default, a signature (decision 012, tested
    // in outcomes-follow-evidence.test.ts); here the notifications are the subject.
    await answerEveryQuestion(database.db, inspector, created.id);
    await switchOffSignatureRule(database.db, 'default-tenant');
    await callerFor(database.db, inspector).inspection.updateInspectionStatus({
      id: created.id,
      status: 'FAILED',
      completionNotes: '',
      completedDate: '2026-11-02',
      expectedVersion: 1,
    });
    const forCoordinator = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, coordinator.id));
    expect(forCoordinator.find((n) => n.actionUrl === `/inspections/${created.id}`)).toMatchObject({
      type: 'error',
      title: 'Inspection status changed',
      message: `${created.reference} (12 Acacia Avenue, LS6 2AB): Pending → Failed by Tom Hughes.`,
    });
    // Nobody is told about their own change.
    const own = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ inspectorName: '' }),
    });
    await callerFor(database.db, coordinator).inspection.updateInspectionStatus({
      id: own.id,
      status: 'CANCELLED',
      completionNotes: '',
      expectedVersion: 1,
    });
    const aboutOwn = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionUrl, `/inspections/${own.id}`));
    expect(aboutOwn).toEqual([]);
  });
});
