import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { buildSinglePageForm, buildWizardForm } from '@/server/db/inspection-factories';
import { auditLog, inspections } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { signIn, trpcMutation } from '@/server/test-support/trpc-over-http';
import { openTestDatabase } from '@/server/test-support/test-database';

let database: Database;
let app: FastifyInstance;
let cookie: string;

/** The flat payload of spec 01 section 7, as an API client sends it. */
const flatPayload = (overrides: Record<string, unknown> = {}) => ({
  policyId: '300123',
  customerName: 'Joan Baker',
  customerForename: 'Joan',
  customerSurname: 'Baker',
  customerEmail: 'joan.baker@example.co.uk',
  customerPhone: '07700 900123',
  propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
  addressLine1: '4 Mill Lane',
  addressTown: 'Hebden Bridge',
  addressPostcode: 'hx7 8ab',
  measureType: 'INSULATION',
  installerName: 'Pennine Solid Wall',
  installerCompany: 'Pennine Solid Wall Ltd',
  installerEmail: 'office@pennine.co.uk',
  trigger: 'CUSTOMER_COMPLAINT',
  scheduledDate: '2026-12-03',
  notes: 'Sent by the CRM',
  ...overrides,
});

type Created = { id: string; reference: string; source: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'coord@test.uk', role: 'COORDINATOR' });
  ({ cookie } = await signIn(app, 'coord@test.uk', 'password-1'));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('inspection.createInspectionDirect over HTTP with the flat payload of spec 01 section 7', () => {
  it('creates the inspection from a valid payload, stored as sent, and audits it', async () => {
    const reply = await trpcMutation(
      app,
      cookie,
      'inspection.createInspectionDirect',
      flatPayload(),
    );
    expect(reply.error).toBeNull();
    expect(reply.statusCode).toBe(200);
    const created = reply.data as Created;
    expect(created.reference).toMatch(/^INS-\d{4}-\d{6}$/);
    const [row] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, created.id));
    expect(row).toMatchObject({
      tenantId: 'default-tenant',
      source: 'API',
      status: 'PENDING',
      policyId: '300123',
      customerName: 'Joan Baker',
      customerForename: 'Joan',
      customerSurname: 'Baker',
      customerEmail: 'joan.baker@example.co.uk',
      customerPhone: '07700 900123',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      addressLine1: '4 Mill Lane',
      addressTown: 'Hebden Bridge',
      addressPostcode: 'HX7 8AB',
      measureType: 'INSULATION',
      measureLabel: 'Insulation',
      installerName: 'Pennine Solid Wall',
      installerCompany: 'Pennine Solid Wall Ltd',
      installerEmail: 'office@pennine.co.uk',
      trigger: 'CUSTOMER_COMPLAINT',
      triggerLabel: 'Customer Complaint',
      scheduledDate: '2026-12-03',
      notes: 'Sent by the CRM',
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, created.id), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ source: 'API', policyId: '300123' });
  });

  it("also accepts source 'API', and derives customer name and address when left out", async () => {
    const reply = await trpcMutation(app, cookie, 'inspection.createInspectionDirect', {
      ...flatPayload({ customerName: '', propertyAddress: undefined }),
      source: 'API',
    });
    expect(reply.error).toBeNull();
    const [row] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, (reply.data as Created).id));
    expect(row).toMatchObject({
      customerName: 'Joan Baker',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
    });
  });

  it.each([
    [{ addressPostcode: '12345' }, 'Please enter a valid UK postcode (e.g., SW1A 1AA)'],
    [{ addressPostcode: ' ' }, 'Postcode is required'],
    [{ policyId: 'ABC-1' }, 'Policy ID should contain only numbers'],
    [{ policyId: undefined }, 'Policy ID is required'],
    [{ addressLine1: 'Flat' }, 'Address line 1 must be at least 5 characters'],
    [{ installerCompany: 'P' }, 'Installer company must be at least 2 characters'],
    [{ customerEmail: 'joan at example' }, 'Customer email format is invalid'],
    [{ scheduledDate: '03/12/2026' }, 'Scheduled date must be a date like 2026-11-28'],
    [
      { measureType: 'EWI' },
      'Measure type must be one of INSULATION, HEATING_SYSTEM, RENEWABLE_ENERGY, SMART_CONTROLS, VENTILATION, WINDOWS_DOORS, WATER_HEATING, GLAZING, DOORS',
    ],
    [
      { trigger: 'Routine' },
      'Trigger must be one of INSTALLATION_COMPLETE, QUALITY_ASSURANCE, CUSTOMER_COMPLAINT, REGULATORY_REQUIREMENT, FOLLOW_UP, ROUTINE_CHECK',
    ],
  ])('refuses %o with 400 and the spec message', async (overrides, message) => {
    const before = await database.db.$count(inspections);
    const reply = await trpcMutation(
      app,
      cookie,
      'inspection.createInspectionDirect',
      flatPayload(overrides),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.error).toEqual({ code: 'BAD_REQUEST', message });
    expect(await database.db.$count(inspections)).toBe(before);
  });

  it('keeps the three form sources as they are', async () => {
    const sources = [
      { source: 'SINGLE_PAGE', form: buildSinglePageForm() },
      { source: 'SCHEDULE_WIZARD', form: buildWizardForm('schedule') },
      { source: 'COMPLETED_WIZARD', form: buildWizardForm('completed') },
    ];
    for (const input of sources) {
      const reply = await trpcMutation(app, cookie, 'inspection.createInspectionDirect', input);
      expect(reply.error).toBeNull();
      expect((reply.data as Created).source).toBe(input.source);
    }
    const badForm = await trpcMutation(app, cookie, 'inspection.createInspectionDirect', {
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ postcode: '12345' }),
    });
    expect(badForm.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
    });
    const unknownSource = await trpcMutation(app, cookie, 'inspection.createInspectionDirect', {
      source: 'FAX',
      form: {},
    });
    expect(unknownSource.statusCode).toBe(400);
    expect(unknownSource.error?.code).toBe('BAD_REQUEST');
  });
});
