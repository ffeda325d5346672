import type { AnyProcedure } from '@trpc/server';
import type { z } from 'zod';
import { OPEN_AUTH_ENDPOINTS } from '@/server/auth/fastify-bridge';
import { appRouter } from '@/server/trpc/router';
import { PARAM_TABLES, type HostileServer } from './hostile-server';
import { Random } from './random';

export type Family = 'trpc-query' | 'trpc-mutation' | 'api' | 'auth' | 'other';

export type Target = {
  label: string;
  family: Family;
  method: 'GET' | 'POST';
  /** The URL with any path parameter filled with a real record id (or a random uuid). */
  url: string;
  /** The route as registered, `:params` and all. */
  route: string;
  procedure?: string;
  schema?: z.ZodType | undefined;
};

const flatProcedures = () =>
  (Object.entries(appRouter._def.procedures as object) as [string, AnyProcedure][]).sort(
    ([a], [b]) => a.localeCompare(b),
  );

const NAMED_PARAMS: Record<string, string> = {
  file: 'monthly-summary.csv',
  format: 'csv',
  name: 'no-such-backup.tar.gz',
};

function fillParams(server: HostileServer, route: string, random: Random) {
  const table = PARAM_TABLES.find(([prefix]) => route.startsWith(prefix))?.[1];
  const realId = table ? server.recordIds.get(table) : undefined;
  if (route === '/api/imports/templates/:name') return route.replace(':name', 'EWI.xlsx');
  return route.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'id' ? (realId ?? random.uuid()) : (NAMED_PARAMS[name] ?? random.uuid()),
  );
}

/** Every procedure, every /api route (each method), better-auth's endpoints and the rest. */
export function listTargets(server: HostileServer, seed: number): Target[] {
  const random = new Random(seed);
  const targets: Target[] = [];
  for (const [path, procedure] of flatProcedures()) {
    const query = procedure._def.type === 'query';
    targets.push({
      label: `${query ? 'query' : 'mutation'} ${path}`,
      family: query ? 'trpc-query' : 'trpc-mutation',
      method: query ? 'GET' : 'POST',
      url: `/trpc/${path}`,
      route: '/trpc/:path',
      procedure: path,
      schema: (procedure._def.inputs as z.ZodType[])[0],
    });
  }
  for (const route of server.app.apiRoutes) {
    const method = route.method === 'POST' ? 'POST' : 'GET';
    targets.push({
      label: `${method} ${route.url}`,
      family: 'api',
      method,
      url: fillParams(server, route.url, random),
      route: route.url,
    });
  }
  const authPaths = [
    ...OPEN_AUTH_ENDPOINTS,
    ['/api/auth/change-password', 'POST'],
    ['/api/auth/update-user', 'POST'],
    ['/api/auth/sign-up/email', 'POST'],
    ['/api/auth/list-sessions', 'GET'],
    // The identity provider's way back (open, one path per provider): no such provider here.
    ['/api/auth/sso/callback/oidc-0123456789ab', 'GET'],
    ['/api/auth/sso/callback/oidc-0123456789ab', 'POST'],
  ] as const;
  for (const [url, method] of authPaths) {
    targets.push({ label: `${method} ${url}`, family: 'auth', method, url, route: url });
  }
  const other: [string, 'GET' | 'POST', string][] = [
    ['/healthz', 'GET', '/healthz'],
    ['/readyz', 'GET', '/readyz'],
    ['/feeds/news/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml', 'GET', '/feeds/news/:file'],
    ['/', 'GET', '/'],
    ['/trpc', 'POST', '/trpc'],
    ['/trpc/__proto__', 'POST', '/trpc/:path'],
    ['/trpc/constructor', 'GET', '/trpc/:path'],
    ['/trpc/toString', 'GET', '/trpc/:path'],
    ['/trpc/inspection.__proto__.list', 'GET', '/trpc/:path'],
    ['/api/no-such-route', 'POST', '/api/*'],
  ];
  for (const [url, method, route] of other) {
    targets.push({ label: `${method} ${url}`, family: 'other', method, url, route });
  }
  return targets;
}

export const isTrpc = (t: Target) => t.family === 'trpc-query' || t.family === 'trpc-mutation';
