import { utf8LengthAtLeast } from '../utf8';
import { createLatestRunner, type LatestRunner, type WorkerLike } from '../worker/latest-runner';
import { detect } from './detect';
import type { Detection } from './detection';
import type { DetectRequest } from './detect-request';

/** A text of more UTF-8 bytes than this is read in a worker, so a large paste never holds up the page. */
export const mainThreadLimitBytes = 100 * 1024;

/** How long detection may take (ms) before it gives up, in a worker as on the page. */
export const detectDeadlineMs = 200;

// The worker answers with what it found a little before the page stops waiting for it.
const workerShare = 0.75;

export interface DataDetectorOptions {
  /** Starts the detection worker (a fake one in tests). */
  spawn?: () => WorkerLike;
  deadlineMs?: number;
}

const spawnDetectWorker = (): WorkerLike =>
  new Worker(new URL('./detect.worker.ts', import.meta.url), { type: 'module' });

/**
 * A `detectData(text)` that reads a small text on the main thread and a large one in a worker
 * (started on first need, kept warm). It gives up after the deadline: a worker still busy then is
 * ended and the answer is none; a newer text supersedes an older one, whose answer is also none.
 */
export function createDataDetector({
  spawn = spawnDetectWorker,
  deadlineMs = detectDeadlineMs,
}: DataDetectorOptions = {}) {
  let runner: LatestRunner<DetectRequest, Detection[]> | undefined;
  return async function detectData(text: string): Promise<Detection[]> {
    if (!utf8LengthAtLeast(text, mainThreadLimitBytes + 1)) return detect(text, { deadlineMs });
    runner ??= createLatestRunner<DetectRequest, Detection[]>(spawn, { timeLimitMs: deadlineMs });
    try {
      return await runner.run({ text, deadlineMs: deadlineMs * workerShare });
    } catch {
      // Past the deadline, superseded, or no worker to run in: nothing to suggest.
      return [];
    }
  };
}

/** What a pasted text may be, best first (see `detect`), off the main thread when it is large. */
export const detectData = createDataDetector();
