import type { Readable } from 'node:stream';
import type { Request } from './requests';
import type { Target } from './targets';

/** One hostile request, and the targets it applies to. */
export type Case = {
  name: string;
  applies: (target: Target) => boolean;
  request: (target: Target) => Request;
};

export const bodyMethod = (t: Target) =>
  t.family === 'api' || t.family === 'other' ? t.method : 'POST';
export const hasParams = (t: Target) => t.route.includes(':') && t.family === 'api';

export const all = () => true;

export const post = (
  t: Target,
  headers: Record<string, string>,
  payload?: string | Buffer | Readable,
): Request => ({
  method: bodyMethod(t),
  url: t.url,
  headers,
  ...(payload === undefined ? {} : { payload }),
});
