import { AsyncLocalStorage } from 'node:async_hooks';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { EVIDENCE_MAX_BYTES } from '@/shared/evidence/catalogue';
import {
  OFFLINE_UPLOAD_PATH,
  OfflineUploadMetadata,
  UPLOAD_ID_PATTERN,
} from '@/shared/offline/uploads';
import { actorOf } from '@/server/auth/api-guard';
import type { UploadStore } from '@/server/lib/upload-store';
import type { Actor } from '@/server/trpc/actor';
import { requireEvidenceAccess } from '../evidence/evidence-access';
import { EvidenceRefusedError } from '../evidence/evidence-refused';
import { OWNER_TENANT, OWNER_USER, ownUpload } from './upload-owner';
import { removeStaleUploads } from './upload-cleanup';

/** The signed-in user of the request the tus server is handling (its hooks see only the request). */
const requestActor = new AsyncLocalStorage<Actor>();

/** A refusal in the shape the tus server answers with (its status and plain-text body). */
class TusRefusal extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
  ) {
    super(message);
    this.body = `${message}\n`;
  }
}
const refusal = (status: number, message: string) => new TusRefusal(status, message);
const notFound = () => refusal(404, 'Upload not found.');

const CLEAN_EVERY_MS = 60 * 60 * 1000;

function currentActor(): Actor {
  const actor = requestActor.getStore();
  if (!actor) throw new Error('A tus request ran outside its route.');
  return actor;
}

/** A new upload names an inspection the user may add evidence to; the server records its owner. */
async function onUploadCreate(_request: unknown, upload: Upload) {
  const actor = currentActor();
  // The device always knows the file's size; an upload of unknown length is never attachable.
  if (upload.size === undefined) throw refusal(400, 'Send the length of the file (Upload-Length).');
  const metadata = OfflineUploadMetadata.safeParse(upload.metadata ?? {});
  if (!metadata.success) throw refusal(400, metadata.error.issues[0]!.message);
  try {
    await requireEvidenceAccess(actor, metadata.data.inspectionId, 'attach');
  } catch (error) {
    if (error instanceof EvidenceRefusedError) throw refusal(error.statusCode, error.message);
    throw error;
  }
  return {
    metadata: {
      ...upload.metadata,
      [OWNER_TENANT]: actor.tenantId,
      [OWNER_USER]: actor.user.id,
    },
  };
}

function tusServerFor(store: UploadStore) {
  return new Server({
    path: OFFLINE_UPLOAD_PATH,
    datastore: store,
    maxSize: EVIDENCE_MAX_BYTES,
    // '/api/uploads/<id>', whatever host or proxy the device came through.
    relativeLocation: true,
    onUploadCreate,
    // Resuming (HEAD), sending (PATCH) and removing (DELETE) are for the upload's owner only;
    // anyone else is told it does not exist.
    onIncomingRequest: async (request, id) => {
      if (request.method === 'POST') return;
      if (!UPLOAD_ID_PATTERN.test(id)) throw notFound();
      if (!(await ownUpload(store, currentActor(), id))) throw notFound();
    },
  });
}

/**
 * Resumable uploads for the offline outbox (tus 1.0: creation, creation-with-upload,
 * termination, expiration) at /api/uploads, for users who may answer checklists. Fastify
 * hands the untouched request to the tus server: the body parser for tus's content type
 * reads nothing, so the bytes stream straight into DATA_DIR/uploads.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { uploads: UploadStore }) {
  const tus = tusServerFor(deps.uploads);
  const timer = setInterval(() => {
    removeStaleUploads(deps.uploads).catch((error: unknown) =>
      app.log.warn({ err: error }, 'removing stale uploads failed'),
    );
  }, CLEAN_EVERY_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
  return app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null, undefined),
    );
    const handle = {
      config: { requires: 'checklists:answer' },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        // The security headers were set on the reply; a hijacked reply sends only the raw ones.
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) reply.raw.setHeader(name, value);
        reply.hijack();
        await requestActor.run(actor, () => tus.handle(request.raw, reply.raw));
      },
    } as const satisfies Partial<Parameters<FastifyInstance['route']>[0]>;
    scope.route({ method: 'POST', url: OFFLINE_UPLOAD_PATH, ...handle });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${OFFLINE_UPLOAD_PATH}/:id`,
      ...handle,
    });
    done();
  });
}
