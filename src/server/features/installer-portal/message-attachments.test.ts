import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemThreadKey } from '@/shared/installer-portal/messages';
import type { Database } from '@/server/db/client';
import type { PlatformServices } from '@/server/platform/services';
import { createLocalStorage } from '@/server/storage/local-storage';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff, createStaffUser } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { createTenant } from '@/server/test-support/users';
import { failedInspectionFor } from './message-test-fixtures';

/**
 * Files on portal messages over the real server (issue 31 points 5 and 8): the author attaches
 * them, with the support attachments' checks; installer A against installer B and another
 * tenant on every file route (0 leaks), and an internal note's file never on the portal.
 */
const PDF = Buffer.from('%PDF-1.7\n% remediation note\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0]), Buffer.alloc(64)]);
let database: Database;
let app: FastifyInstance;
let services: PlatformServices;
const auth: Record<string, Record<string, string>> = {};
const people: Record<
  string,
  {
    id: string;
    email: string;
    role: 'INSTALLER' | 'COORDINATOR' | 'ADMIN' | 'INSPECTOR';
    tenantId: string;
  }
> = {};
let installerA: string;
let itemA: string;

async function signInAs(name: string, email: string, ip: string) {
  const response = await app.inject(signInRequest(email, 'password-1', { ip }));
  expect(response.statusCode).toBe(200);
  auth[name] = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
}

async function upload(who: string, url: string, file: Buffer, fileName: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...auth[who],
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const get = (who: string, url: string) => app.inject({ method: 'GET', url, headers: auth[who] });
const api = (who: string) => callerFor(database.db, people[who]!, '203.0.113.7', services);

beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestServices({
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-message-files-'))),
  });
  app = await buildTestApp(database, { services });
  const { coordinator } = await createStaff(database);
  const a = await failedInspectionFor(database, coordinator, 'Pennine Walls', 'QMP-55120');
  const b = await failedInspectionFor(database, coordinator, 'Moorland Lofts', 'QMP-66230');
  installerA = a.installerId;
  itemA = itemThreadKey(a.id, 'EWI.5');
  const tenant = await createTenant(database.db);
  const otherInstaller = await createInstaller(database.db, { tenantId: tenant.id });
  people.cora = coordinator;
  people.ann = await createInstallerUser(database.db, installerA, { email: 'ann@pennine.test' });
  people.bo = await createInstallerUser(database.db, b.installerId, { email: 'bo@moorland.test' });
  people.ot = await createInstallerUser(database.db, otherInstaller.id, {
    email: 'ot@other.test',
    tenantId: tenant.id,
  });
  people.oa = await createStaffUser(database, 'oa@other.test', 'Oli', 'Ther', 'ADMIN', tenant.id);
  for (const [index, name] of Object.keys(people).entries())
    await signInAs(name, people[name]!.email, `198.51.100.${index + 40}`);
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('files on portal messages', () => {
  let annFile: string;
  let noteFile: string;

  it('the author attaches files; the other side downloads them; a program is refused', async () => {
    const sent = await api('ann').portal.messages.send({
      threadKey: itemA,
      body: 'Photos attached.',
    });
    const refused = await upload('ann', `/api/portal/messages/${sent.id}/files`, EXE, 'fix.exe');
    expect(refused.statusCode).toBe(415);
    const response = await upload('ann', `/api/portal/messages/${sent.id}/files`, PDF, 'fix.pdf');
    expect(response.statusCode).toBe(201);
    annFile = response.json<{ attachments: { id: string }[] }>().attachments[0]!.id;
    const staffThread = await api('cora').installerPortal.messages.thread({
      installerId: installerA,
      threadKey: itemA,
    });
    expect(staffThread.messages[0]?.attachments.map((f) => f.name)).toEqual(['fix.pdf']);
    const staffGet = await get('cora', `/api/installer-portal/message-files/${annFile}`);
    expect(staffGet.statusCode).toBe(200);
    expect(staffGet.rawPayload.equals(PDF)).toBe(true);
    expect((await get('ann', `/api/portal/message-files/${annFile}`)).statusCode).toBe(200);
  });

  it("an internal note's file never reaches the portal", async () => {
    const note = await api('cora').installerPortal.messages.send({
      installerId: installerA,
      threadKey: itemA,
      body: 'Compare with last year.',
      internal: true,
    });
    const url = `/api/installer-portal/messages/${note.id}/files?installerId=${installerA}`;
    const response = await upload('cora', url, PDF, 'old.pdf');
    expect(response.statusCode).toBe(201);
    noteFile = response.json<{ attachments: { id: string }[] }>().attachments[0]!.id;
    expect((await get('ann', `/api/portal/message-files/${noteFile}`)).statusCode).toBe(404);
  });

  it('installer B and another tenant get 404 on every file route: 0 leaks', async () => {
    const [message] = (await api('ann').portal.messages.thread({ threadKey: itemA })).messages;
    for (const who of ['bo', 'ot']) {
      for (const id of [annFile, noteFile])
        expect((await get(who, `/api/portal/message-files/${id}`)).statusCode).toBe(404);
      const attach = await upload(who, `/api/portal/messages/${message!.id}/files`, PDF, 'x.pdf');
      expect(attach.statusCode).toBe(404);
    }
    expect((await get('oa', `/api/installer-portal/message-files/${annFile}`)).statusCode).toBe(
      404,
    );
    const staffUrl = `/api/installer-portal/messages/${message!.id}/files?installerId=${installerA}`;
    expect((await upload('oa', staffUrl, PDF, 'x.pdf')).statusCode).toBe(404);
    // Only the author attaches to a message: staff cannot add to the installer's.
    expect((await upload('cora', staffUrl, PDF, 'x.pdf')).statusCode).toBe(404);
    // The portal's routes are for installer users, the staff routes for staff.
    expect((await get('cora', `/api/portal/message-files/${annFile}`)).statusCode).toBe(403);
    expect((await get('ann', `/api/installer-portal/message-files/${annFile}`)).statusCode).toBe(
      403,
    );
  });
});
