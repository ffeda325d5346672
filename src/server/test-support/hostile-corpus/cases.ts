import { bodyCases } from './body-cases';
import type { Case } from './case';
import { multipartCases } from './multipart-cases';
import { methodAndHeaderCases, queryAndParamCases } from './request-cases';
import { transportCases } from './transport-cases';

/**
 * The hostile corpus (issue 27, point 12): every tRPC procedure, every /api
 * route, better-auth's endpoints and the few routes outside them, called over
 * HTTP anonymously, signed in as an ADMIN and with a forged session, with a
 * fixed corpus of hostile requests (deep and wide JSON, huge numbers, broken
 * text, every body encoding, odd multipart, odd methods, headers, query strings
 * and path parameters) and, to the upload routes, malformed files
 * (files/). No answer may be a 5xx, including an item of a
 * tRPC batch. The cross product is sampled deterministically from a seed
 * (`planCorpus`); `npm run fuzz -- --hostile` sends all of it.
 */
/** Every case of the corpus, in a fixed order (the plan shuffles it by its seed). */
export const CASES: readonly Case[] = [
  ...bodyCases(),
  ...transportCases(),
  ...multipartCases(),
  ...methodAndHeaderCases(),
  ...queryAndParamCases(),
];
