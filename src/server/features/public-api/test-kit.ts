import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Permission } from '@/shared/permissions';
import type { Database } from '@/server/db/client';
import { createApiKey } from '@/server/features/api-keys/service';
import { buildTestApp } from '@/server/test-support/test-app';
import type { createUser } from '@/server/test-support/users';
import type { SessionUser } from '@/server/trpc/actor';

// Test support for the public API's tests: a real app on the test database, staff users and
// keys made by the keys feature's own service.

type Created = Awaited<ReturnType<typeof createUser>>;

export function sessionUserOf(user: Created): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    tenantId: user.tenantId,
  };
}

export async function keyFor(
  database: Database,
  owner: Created,
  scopes: Permission[],
  rateLimitPerMinute?: number,
) {
  const actor = {
    db: database.db,
    tenantId: owner.tenantId,
    user: sessionUserOf(owner),
    ip: '127.0.0.1',
  };
  const created = await createApiKey(actor, {
    name: `Test key ${scopes.join(' ')}`.slice(0, 80),
    scopes,
    ...(rateLimitPerMinute ? { rateLimitPerMinute } : {}),
  });
  return created.secret;
}

export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  multipart?: { payload: Buffer; contentType: string };
};

/** A request to /api/v1 with the key (or none), as a client sends it: no cookie, no Origin. */
export function callApi(app: FastifyInstance, key: string | null, request: ApiRequest) {
  const headers: Record<string, string> = { ...request.headers };
  if (key) headers.authorization = `Bearer ${key}`;
  const options: InjectOptions = { method: request.method, url: `/api/v1${request.url}`, headers };
  if (request.multipart) {
    headers['content-type'] = request.multipart.contentType;
    options.payload = request.multipart.payload;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body);
  }
  return app.inject(options);
}

/** multipart/form-data with `files`, built by the platform's own FormData. */
export async function filesForm(files: { bytes: Buffer; name: string }[]) {
  const data = new FormData();
  for (const f of files) data.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export async function startApi(database: Database) {
  const app = await buildTestApp(database);
  await app.ready();
  return app;
}
