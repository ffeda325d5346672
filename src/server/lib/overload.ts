import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/**
 * Overload protection (issue 27): past these limits new work is refused with a 503 and
 * `Retry-After` before it starts, so a server that is behind catches up instead of taking
 * on more until it falls over; /healthz and /readyz still answer (routes with OVERLOAD_EXEMPT).
 * @fastify/under-pressure samples the event loop's delay and the heap once per interval.
 */
export type OverloadLimits = {
  /** Mean event-loop delay over one sample, in ms. Ordinary load at 50 connections stays far below. */
  maxEventLoopDelayMs: number;
  /** Heap in use, in bytes: near the heap's limit only a refusal leaves room for the work in hand. */
  maxHeapUsedBytes: number;
  sampleIntervalMs: number;
};

export const OVERLOAD_MESSAGE = 'The server is busy. Try again in a few seconds.';
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** The limits a server runs with (main.ts); the delay comes from OVERLOAD_MAX_EVENT_LOOP_DELAY_MS. */
export function defaultOverloadLimits(maxEventLoopDelayMs = 1000): OverloadLimits {
  return {
    maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * 0.9),
    sampleIntervalMs: 1000,
  };
}

/** No check at all: what buildApp does unless told (test and bench servers, on a busy machine). */
export const NO_OVERLOAD_LIMITS: OverloadLimits = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedBytes: 0,
  sampleIntervalMs: 1000,
};

/** Route config for what must answer whatever the load: the health checks. */
export const OVERLOAD_EXEMPT = { pressureHandler: () => undefined };

export async function registerOverloadProtection(app: FastifyInstance, limits: OverloadLimits) {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    message: OVERLOAD_MESSAGE,
  });
}
