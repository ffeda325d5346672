import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth/auth';
import { registerAuthRoutes, toFetchHeaders } from './auth/fastify-bridge';
import { registerOriginCheck } from './auth/origin-check';
import type { Database } from './db/client';
import { resolveRequestSession } from './auth/session-user';
import { registerInspectionExport } from './features/inspections/export-route';
import { registerInstallerExport } from './features/installers/export-routes';
import { registerMonitoringReportRoutes } from './features/monitoring/report-routes';
import { registerInstallerContactRoutes } from './features/installer-contacts/routes';
import { registerPaymentRoutes } from './features/payments/routes';
import { registerDocumentReviewRoutes } from './features/document-reviews/file-route';
import { registerAuditExport } from './features/audit-log/export-route';
import { registerExportRoutes } from './features/exports/routes';
import { registerMaintenanceRoutes } from './features/maintenance/routes';
import { registerReportDownload } from './features/reports/download-route';
import { registerGuidanceRoutes } from './features/guidance/routes';
import { registerImportRoutes } from './features/imports/routes';
import { registerNewsFeedRoute } from './features/news/feed-route';
import { registerSupportGuideRoutes } from './features/support/guide-routes';
import { registerSupportAttachmentRoutes } from './features/support/attachment-routes';
import { registerBulkEvidenceRoutes } from './features/evidence/bulk-routes';
import { registerUploadRoutes } from './features/offline/upload-route';
import { registerEvidenceRoutes } from './features/evidence/routes';
import { registerInstallerPortalRoutes } from './features/installer-portal/routes';
import { registerPublicApi } from './features/public-api/routes';
import { answerFrameworkError } from './features/public-api/bad-url';
import type { PlatformServices } from './platform/services';
import { registerApiGuard } from './auth/api-guard';
import { fromProjectRoot } from './lib/project-root';
import { helmetHeaders } from './lib/security-headers';
import { registerRequestBounds, REQUEST_BODY_LIMIT } from './lib/request-bounds';
import { registerErrorReply } from './lib/error-reply';
import {
  NO_OVERLOAD_LIMITS,
  OVERLOAD_EXEMPT,
  registerOverloadProtection,
  type OverloadLimits,
} from './lib/overload';
import type { Context } from './trpc/context';
import { registerTrpc } from './trpc/fastify-adapter';
import { appRouter } from './trpc/router';

export type AppDeps = {
  database: Database;
  logger: Logger;
  authSecret: string;
  baseUrl: string;
  /** Extra origins allowed to POST to the auth endpoints (dev server, other host names). */
  trustedOrigins?: string[];
  /** Proxy addresses or CIDR ranges whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: string[] | undefined;
  /** Built SPA to serve; omitted in API-only tests. */
  webDir?: string;
  /**
   * The mailer, public URL and storage (platform/services.ts), made by main.ts; the context,
   * the auth and the routes get this one object, so a test that replaces a member reaches them.
   */
  services: PlatformServices;
  /** OPERATOR_EMAILS (auth/operator.ts); empty: the first tenant's ADMINs run the installation. */
  operatorEmails?: readonly string[];
  /**
   * When to refuse new work with a 503 (lib/overload.ts): main.ts gives the defaults; without
   * them nothing is refused (servers built by tests and benches, on a machine kept busy).
   */
  overloadLimits?: OverloadLimits;
  /** Test only: false sends every tRPC call through resolveResponse (trpc/fastify-adapter.ts). */
  trpcFastQueries?: boolean;
};

export const DEFAULT_WEB_DIR = fromProjectRoot('dist', 'web');

export async function buildApp(deps: AppDeps) {
  const { database, logger } = deps;
  const app = createFastify(deps);
  // Before anything else reads a request: too deep a body or input is a 400, and an overloaded
  // server refuses new work with a 503 (issue 27).
  registerRequestBounds(app);
  registerErrorReply(app);
  await registerOverloadProtection(app, deps.overloadLimits ?? NO_OVERLOAD_LIMITS);
  const auth = createAuth({
    db: database.db,
    secret: deps.authSecret,
    baseUrl: deps.baseUrl,
    trustedOrigins: [deps.baseUrl, ...(deps.trustedOrigins ?? [])],
    services: deps.services,
  });

  await registerResponseHeaders(app, deps.baseUrl);
  registerOriginCheck(app, [deps.baseUrl, ...(deps.trustedOrigins ?? [])]);
  // Before any route under /api, so each gets its guard (and one without a declaration is refused).
  registerApiGuard(app, { auth, db: database.db });
  await registerAuthRoutes(app, auth, deps.baseUrl);

  await registerTrpc(app, {
    prefix: '/trpc',
    router: appRouter,
    createContext: contextFactory(deps, auth),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error({ err: error, path }, 'tRPC procedure failed');
    },
    fastQueries: deps.trpcFastQueries ?? true,
  });

  await registerFeatureRoutes(app, deps);
  // The public REST API (/api/v1, key-only; docs/api.md) over the same procedures.
  await registerPublicApi(app, {
    auth,
    services: deps.services,
    operatorEmails: deps.operatorEmails ?? [],
  });
  registerHealthChecks(app, database, logger);
  if (deps.webDir && existsSync(deps.webDir)) await registerWebApp(app, deps.webDir);

  return app;
}

function createFastify(deps: AppDeps) {
  const { logger } = deps;
  const app = Fastify({
    loggerInstance: logger as unknown as FastifyBaseLogger,
    // Only listed proxies' X-Forwarded-For is believed (TRUST_PROXY); request.ip feeds
    // throttling, sessions and audit, and the auth bridge passes the same address on.
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? deps.trustProxy : false,
    routerOptions: { maxParamLength: 5000 }, // tRPC batches put every procedure name in the path
    bodyLimit: REQUEST_BODY_LIMIT,
    frameworkErrors: answerFrameworkError, // a broken %-encoding under /api/v1: a problem
    // Two info lines per request buried the start-up output and the demo sign-in (issue 28,
    // point 15): one line per request at debug level instead (LOG_LEVEL=debug shows them).
    // Through a LogController: the top-level disableRequestLogging printed a deprecation
    // warning (FSTDEP023) into every start.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  return app;
}

/** Security headers, compression and cache rules for every answer. */
async function registerResponseHeaders(app: FastifyInstance, baseUrl: string) {
  // Helmet's headers are the same for every response (no nonces): worked out once by
  // @fastify/helmet itself, then copied onto each reply (issue 17: the plugin rebuilt its
  // middleware, CSP included, on every request).
  const securityHeaders = await helmetHeaders({
    // HSTS only makes sense (and is only honoured) when the public address is HTTPS.
    strictTransportSecurity: baseUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Radix positions popovers with inline styles
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest (issue 32), from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });

  // API answers are compressed per response. The web app's files are not: the build wrote their
  // brotli and gzip copies (scripts/build/precompress.ts) and @fastify/static sends those as they
  // are (a response that already has a Content-Encoding is left alone by @fastify/compress).
  await app.register(compress, { global: true, threshold: 1024 });
  // Outside /trpc and /api nothing is compressed per request: the web app's files arrive
  // precompressed or, under 1 KB, as they are (x-no-compression is @fastify/compress's opt-out).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/trpc') && !request.url.startsWith('/api/'))
      request.headers['x-no-compression'] = '1';
    done();
  });

  // API answers carry user data: never kept by browsers or shared caches.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/trpc') || request.url.startsWith('/api/')) {
      const current = reply.getHeader('cache-control');
      if (typeof current !== 'string' || !current.includes('no-store')) {
        void reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}

/** The tRPC context of one request: its session, the database and the process's services. */
function contextFactory(deps: AppDeps, auth: Auth) {
  return async (req: FastifyRequest): Promise<Context> => {
    let headers: Headers | undefined;
    const fetchHeaders = () => (headers ??= toFetchHeaders(req));
    const user = await resolveRequestSession(auth, req.headers, fetchHeaders);
    return {
      db: deps.database.db,
      user: user?.user ?? null,
      session: user?.session ?? null,
      tenantId: user?.user.tenantId ?? null,
      ip: req.ip,
      logger: req.log as unknown as Logger,
      fetchHeaders,
      auth,
      services: deps.services,
      operatorEmails: deps.operatorEmails ?? [],
    };
  };
}

/** The features' file, export and feed routes under /api (each declares what it requires). */
async function registerFeatureRoutes(app: FastifyInstance, deps: AppDeps) {
  const { storage } = deps.services;
  registerInspectionExport(app);
  registerInstallerExport(app);
  registerMonitoringReportRoutes(app);
  registerPaymentRoutes(app, { storage });
  registerDocumentReviewRoutes(app, { storage });
  registerAuditExport(app);
  registerExportRoutes(app);
  registerReportDownload(app, { storage });
  registerSupportGuideRoutes(app, { baseUrl: deps.baseUrl });
  registerMaintenanceRoutes(app, {
    storage,
    operatorEmails: deps.operatorEmails ?? [],
  });
  await registerInstallerContactRoutes(app, { storage, logger: deps.logger });
  await registerSupportAttachmentRoutes(app, { services: deps.services });
  await registerGuidanceRoutes(app, { storage });
  await registerImportRoutes(app, { storage });
  await registerEvidenceRoutes(app, { storage });
  registerBulkEvidenceRoutes(app, { storage });
  await registerInstallerPortalRoutes(app, { storage });
  await registerUploadRoutes(app, { uploads: deps.services.uploads });

  registerNewsFeedRoute(app, { db: deps.database.db, services: deps.services });
}

function registerHealthChecks(app: FastifyInstance, database: Database, logger: Logger) {
  app.get('/healthz', { config: OVERLOAD_EXEMPT }, () => ({ status: 'ok' }));
  app.get('/readyz', { config: OVERLOAD_EXEMPT }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.driver };
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.driver });
    }
  });
}

/** The built web app: precompressed files, long-lived assets, index.html for client routes. */
async function registerWebApp(app: FastifyInstance, webDir: string) {
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // FILE.br or FILE.gz when the browser accepts it (and the build wrote it), else FILE.
    preCompressed: true,
    // Vite fingerprints everything under /assets, so browsers may keep it for good;
    // anything else (index.html, favicon) is checked with the server on every use.
    setHeaders: (res, filePath) => {
      void res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the SPA; API paths and missing files get a JSON 404.
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/trpc') || path.startsWith('/api/');
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (request.method === 'GET' && !isApi && !isFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not Found' });
  });
}
