import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '@/shared/permissions';
import type { PlatformServices } from '@/server/platform/services';
import type { Context } from '@/server/trpc/context';
import type { appRouter } from '@/server/trpc/router';
import type { FilesDigest } from './files-digest';

export type AppCaller = ReturnType<typeof appRouter.createCaller>;

type Schema = z.ZodType | undefined;
type In<T extends Schema> = T extends z.ZodType ? z.input<T> : undefined;

/** A file an operation answers with instead of JSON (downloads). */
export type FileAnswer = {
  kind: 'file';
  body: Buffer | Readable;
  contentType: string;
  fileName: string;
};

/**
 * What a handler gets: the request's parts, checked by the operation's schemas (and passed on as
 * sent, so the procedure's own schema parses them once more, exactly as for the pages), the key's
 * Context and two tRPC callers over it (see `viaSession`).
 */
export type OperationCall<P extends Schema, Q extends Schema, B extends Schema> = {
  params: In<P>;
  query: In<Q>;
  body: In<B>;
  ctx: Context & { user: NonNullable<Context['user']>; tenantId: string };
  /** The app router called with the key's Context: each procedure checks the key's scopes too. */
  caller: AppCaller;
  /**
   * The app router for a procedure that asks only for a signed-in user ('session': inspections,
   * checklists, evidence are narrowed by the services' own scope). A key never passes 'session'
   * (requirement.ts), so this caller carries no grant; the operation's permission, stricter than
   * 'session', was already checked against the key's scopes by the /api/v1 guard.
   */
  viaSession: AppCaller;
  services: PlatformServices;
  request: FastifyRequest;
  reply: FastifyReply;
  /** A multipart upload feeds the files it reads here: its Idempotency-Key is compared by it. */
  files: FilesDigest;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

type OperationFields = {
  method: HttpMethod;
  /** OpenAPI path under /api/v1: `/inspections/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The permission a key's scopes (and its creator's role) must hold. */
  requires: Permission;
  /** 201 for a create; 200 otherwise. */
  status?: 200 | 201;
  /** A create: takes an `Idempotency-Key` (idempotency.ts). */
  creates?: boolean;
  /** The JSON answer's schema; absent with `file`. */
  response?: z.ZodType;
  /** A download: the answer is a file of this type. */
  file?: { contentType: string };
  /** A multipart upload: the form's fields, documented (the handler reads the parts). */
  multipart?: z.ZodType;
};

export type OperationDef<P extends Schema, Q extends Schema, B extends Schema> = OperationFields & {
  params?: P;
  query?: Q;
  body?: B;
  handler: (call: OperationCall<P, Q, B>) => Promise<unknown>;
};

export type Operation = OperationFields & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  handler: (call: OperationCall<z.ZodType, z.ZodType, z.ZodType>) => Promise<unknown>;
};

/** One row of the operations table, typed from its own schemas. */
export function defineOperation<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(operation: OperationDef<P, Q, B>): Operation {
  return operation as unknown as Operation;
}

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && (value as FileAnswer).kind === 'file';
