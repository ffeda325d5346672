import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SUPPORT_GUIDES } from '@/shared/support/guides';
import { actorOf } from '@/server/auth/api-guard';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import { fromProjectRoot } from '@/server/lib/project-root';
import { renderPdfBuffer } from '@/server/pdf/pdfmake';
import { markdownToPdf, type MarkdownDocument } from './markdown-pdf';

const DOCS_DIR = fromProjectRoot('docs');

/** The Markdown each PDF is made from, in order. */
export const GUIDE_SOURCES = {
  userGuide: { title: 'InspectHub User Guide', files: ['user-guide.md'] },
  apiDocs: {
    title: 'InspectHub API Documentation',
    files: ['inspections-api.md', 'installers-api.md'],
  },
} as const satisfies Record<keyof typeof SUPPORT_GUIDES, { title: string; files: string[] }>;

type GuideKey = keyof typeof GUIDE_SOURCES;

async function readDocs(key: GuideKey): Promise<MarkdownDocument[]> {
  return Promise.all(
    GUIDE_SOURCES[key].files.map(async (file) => ({
      title: file,
      markdown: await readFile(join(DOCS_DIR, file), 'utf8'),
    })),
  );
}

/**
 * The Markdown ships with the server and does not change while it runs, so
 * each PDF is made once per process (a failure is not kept).
 */
const rendered = new Map<string, Promise<Buffer>>();

export function renderGuide(key: GuideKey, baseUrl: string): Promise<Buffer> {
  const cacheKey = `${key} ${baseUrl}`;
  let pdf = rendered.get(cacheKey);
  if (!pdf) {
    pdf = readDocs(key).then((documents) =>
      renderPdfBuffer(
        markdownToPdf(documents, {
          title: GUIDE_SOURCES[key].title,
          baseUrl,
          generatedAt: new Date(),
        }),
      ),
    );
    pdf.catch(() => rendered.delete(cacheKey));
    rendered.set(cacheKey, pdf);
  }
  return pdf;
}

/**
 * GET /api/support/user-guide.pdf (a download) and
 * GET /api/support/api-documentation.pdf (shown in the browser): the
 * product's own documentation for every signed-in user.
 */
export function registerSupportGuideRoutes(app: FastifyInstance, deps: { baseUrl: string }) {
  const route = { config: { requires: 'session' } } as const;
  for (const key of Object.keys(GUIDE_SOURCES) as GuideKey[]) {
    const guide = SUPPORT_GUIDES[key];
    app.get(guide.url, route, async (request, reply) => {
      actorOf(request); // signed in: the guard has checked
      const body = await renderGuide(key, deps.baseUrl);
      return setFileHeaders(reply, {
        contentType: CONTENT_TYPES.pdf,
        fileName: guide.fileName,
        disposition: key === 'userGuide' ? 'attachment' : 'inline',
      })
        .header('content-length', body.length)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  }
}
