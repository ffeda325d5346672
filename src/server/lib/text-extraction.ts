import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { TextFormat } from './document-text';

/**
 * Text extraction of uploaded files, isolated in a child process with a
 * memory and time cap (issue 27: a 10 MB PDF of 103,000 empty pages took a
 * server with a 384 MB heap past its limit, and a 300 KB deflate bomb held
 * 500 MB outside the V8 heap for 22 s).
 *
 * A child process, not a worker thread: a worker's resourceLimits cap only its
 * V8 heap, while pdf.js decodes streams into ArrayBuffers outside the heap, in
 * the server's own process. A child is capped on both: its heap by
 * --max-old-space-size, its resident memory by a watchdog reading
 * /proc/<pid>/statm (Linux, where the server runs; elsewhere the heap cap and
 * the timer remain), its time by a timer. Past any of them it is killed and
 * the file is kept with its text marked not extracted.
 */

export type ExtractionLimits = { heapMb: number; rssMb: number; timeMs: number };

export const EXTRACTION_LIMITS: ExtractionLimits = { heapMb: 128, rssMb: 256, timeMs: 20_000 };

export type ExtractionResult =
  | { extracted: true; text: string }
  | { extracted: false; text: ''; reason: 'memory' | 'time' | 'unreadable' };

/** At most two files are read at once: a burst of uploads waits rather than forking dozens. */
const slots = pLimit(2);

/**
 * The worker's file beside this module: the .ts source under tsx and vitest
 * (this file is then a .ts too, and the child loads tsx), the bundled .js in
 * dist/server (where this code is inside main.js, next to the worker entry).
 */
export function workerEntry(moduleUrl = import.meta.url): { path: string; execArgv: string[] } {
  if (moduleUrl.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
    return {
      path: fileURLToPath(new URL('./text-extraction-worker.ts', moduleUrl)),
      execArgv: ['--import', tsx],
    };
  }
  return { path: fileURLToPath(new URL('./text-extraction-worker.js', moduleUrl)), execArgv: [] };
}

const PAGE_BYTES = 4096;
const canWatchRss = existsSync('/proc/self/statm');

function residentMb(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return (pages * PAGE_BYTES) / (1024 * 1024);
  } catch {
    return 0; // the process has just exited
  }
}

function runChild(
  bytes: Uint8Array,
  format: TextFormat,
  limits: ExtractionLimits,
): Promise<ExtractionResult> {
  // The test suites run the worker bundled once for the run (test-support/text-extraction-bundle.ts).
  const bundled = process.env.TEXT_EXTRACTION_WORKER;
  const entry = bundled ? { path: bundled, execArgv: [] } : workerEntry();
  return new Promise((resolve) => {
    const child = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      // Its warnings about odd files are noise; only its answer matters.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    let reason: 'memory' | 'time' | 'unreadable' = 'unreadable';
    const finish = (result: ExtractionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(() => {
      reason = 'time';
      child.kill('SIGKILL');
    }, limits.timeMs);
    const watch = setInterval(() => {
      if (canWatchRss && child.pid && residentMb(child.pid) > limits.rssMb) {
        reason = 'memory';
        child.kill('SIGKILL');
      }
    }, 50);
    child.on('message', (message: { ready?: true; ok?: boolean; text?: string }) => {
      if (message.ready) child.send({ format, bytes });
      else if (message.ok && typeof message.text === 'string')
        finish({ extracted: true, text: message.text });
      else finish({ extracted: false, text: '', reason: 'unreadable' });
    });
    child.on('error', () => finish({ extracted: false, text: '', reason }));
    child.on('close', (code, signal) => {
      // V8 aborts (SIGABRT, code 134) when the heap cap is reached.
      if (reason === 'unreadable' && (signal === 'SIGABRT' || code === 134)) reason = 'memory';
      finish({ extracted: false, text: '', reason });
    });
  });
}

/**
 * The text inside an uploaded PDF or DOCX, read in a capped child process;
 * `extracted: false` when the file could not be read within the limits (or
 * at all). Never throws, and never costs the server more than the bytes sent.
 */
export function extractTextIsolated(
  bytes: Uint8Array,
  format: TextFormat,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<ExtractionResult> {
  return slots(() => runChild(bytes, format, limits));
}
