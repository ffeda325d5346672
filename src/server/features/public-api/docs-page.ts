import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

// Only the absolute-path helper: the package's index would load Swagger UI's browser bundle
// into the server.
const swaggerUiDir = (
  createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string
)();

/** The files of swagger-ui-dist the page needs, served from this server (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// No inline script: the app's CSP (script-src 'self') stays as it is; the page's own start-up
// is a file of its own. Swagger UI's inline style attributes are allowed by the app's
// style-src already.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>InspectHub API reference</title>
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/v1/docs/assets/page.css">
</head>
<body>
<main id="swagger-ui" aria-label="InspectHub API reference"></main>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/assets/init.js"></script>
</body>
</html>
`;

// Narrow screens: long paths wrap, wide tables and examples scroll inside themselves, not the
// page. The responses' "Links" column is always "No links" here (the document has none).
const PAGE_CSS = `body { margin: 0; }
.swagger-ui .opblock .opblock-summary-path { word-break: break-all; }
.swagger-ui .wrapper { padding: 0 12px; box-sizing: border-box; }
.swagger-ui .response-col_links { display: none; }
.swagger-ui .opblock-body, .swagger-ui .responses-wrapper, .swagger-ui .table-container { overflow-x: auto; }
@media (max-width: 600px) { .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; } }
`;

/**
 * (Like every answer under /api, these go out with Cache-Control: no-store; app.ts.)
 * GET /api/v1/docs: the API reference (Swagger UI over /api/v1/openapi.json). Public like the
 * document it shows: it holds no data, only how to call the API.
 */
export function registerDocsPage(scope: FastifyInstance) {
  scope.get('/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  scope.get('/docs/assets/init.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  scope.get('/docs/assets/page.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(PAGE_CSS),
  );
  for (const [file, type] of Object.entries(ASSETS)) {
    let body: Promise<Buffer> | undefined;
    scope.get(`/docs/assets/${file}`, async (_request, reply) => {
      body ??= readFile(path.join(swaggerUiDir, file));
      return reply.type(type).send(await body);
    });
  }
}
