import { createLatestRunner, type LatestRunner, type WorkerLike } from '../../lib/worker/latest-runner';
import { SupersededError, errorMessage } from '../../lib/worker/protocol';
import { spreadOverWorkers, type AlgorithmId } from './algorithms';
import type { Digests } from './file-hash';

/** What a worker is asked: the algorithms to compute over a file, which it reads in slices. */
export interface HashRequest {
  file: Blob;
  algorithms: AlgorithmId[];
}

export interface QueuedFile {
  id: number;
  file: Blob;
}

/** waiting: algorithms to compute, its turn not come; hashing: being read; done: nothing left to compute. */
export type FileStatus = 'waiting' | 'hashing' | 'done' | 'cancelled' | 'failed';

export interface FileProgress {
  /** Bytes every worker of the file has hashed. */
  bytes: number;
  /** Over the last two seconds; undefined before any time has passed. */
  bytesPerSecond: number | undefined;
}

export interface FileHashState {
  status: FileStatus;
  digests: Digests;
  progress?: FileProgress;
  /** How long its last reading took, from the first slice asked to the last digest. */
  lastRunMs?: number;
  /** Why it could not be read (failed). */
  error?: string;
}

export interface HashQueueOptions {
  /** Workers per file, each computing a share of the algorithms over its own reading of the file. */
  workers: number;
  now?: () => number;
  /** The page hears of progress at most this often. */
  progressIntervalMs?: number;
  /** The speed is measured over this much time. */
  speedWindowMs?: number;
}

interface Run {
  id: number;
  algorithms: AlgorithmId[];
  startedAt: number;
  /** Bytes hashed by each worker of the run. */
  workerBytes: number[];
  samples: { at: number; bytes: number }[];
  lastShownAt: number;
  progress: FileProgress;
}

type Runner = LatestRunner<HashRequest, Digests, number>;

const noDigests: Digests = Object.freeze({});

/**
 * Hashes dropped files in workers: one file at a time in drop order, each read once per run for all
 * the algorithms it still lacks, shared over several workers. Cancelling a file ends its workers
 * (fresh ones serve the next). Wanting more algorithms later reads the file again for those only.
 * The page reads an immutable snapshot (`getSnapshot`) and subscribes to its changes.
 */
export class HashQueue {
  private files: readonly QueuedFile[] = [];
  private wanted: ReadonlyMap<number, readonly AlgorithmId[]> = new Map();
  private readonly digests = new Map<number, Digests>();
  private readonly lastRunMs = new Map<number, number>();
  private readonly stopped = new Map<number, { status: 'cancelled' | 'failed'; error?: string }>();
  private runners: (Runner | undefined)[] = [];
  private run: Run | undefined;
  private snapshot: ReadonlyMap<number, FileHashState> = new Map();
  private readonly listeners = new Set<() => void>();
  private readonly workers: number;
  private readonly now: () => number;
  private readonly progressIntervalMs: number;
  private readonly speedWindowMs: number;

  constructor(
    private readonly spawn: () => WorkerLike,
    { workers, now = () => performance.now(), progressIntervalMs = 100, speedWindowMs = 2000 }: HashQueueOptions,
  ) {
    this.workers = Math.max(1, Math.floor(workers));
    this.now = now;
    this.progressIntervalMs = progressIntervalMs;
    this.speedWindowMs = speedWindowMs;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ReadonlyMap<number, FileHashState> => this.snapshot;

  /** The dropped files, in drop order; a file no longer there is forgotten (and stopped if hashing). */
  setFiles(files: readonly QueuedFile[]): void {
    this.files = files;
    const ids = new Set(files.map((file) => file.id));
    for (const map of [this.digests, this.lastRunMs, this.stopped])
      for (const id of map.keys()) if (!ids.has(id)) map.delete(id);
    if (this.run && !ids.has(this.run.id)) this.stopRun();
    this.update();
  }

  /**
   * The algorithms each file needs, by file id. A run whose algorithms are none of them any more is
   * dropped (a half-typed listing may want an algorithm for a moment).
   */
  setWanted(wanted: ReadonlyMap<number, readonly AlgorithmId[]>): void {
    this.wanted = wanted;
    if (this.run) {
      const still = wanted.get(this.run.id) ?? [];
      if (!this.run.algorithms.some((id) => still.includes(id))) this.stopRun();
    }
    this.update();
  }

  /** Stops hashing the file: its workers are ended; it stays "Cancelled" until dropped again. */
  cancel = (id: number): void => {
    if (this.run?.id === id) this.stopRun();
    this.stopped.set(id, { status: 'cancelled' });
    this.update();
  };

  /** Ends every worker; the queue goes on when next told of files or algorithms. */
  stop(): void {
    this.stopRun();
    this.update();
  }

  private runner(index: number): Runner {
    this.runners[index] ??= createLatestRunner<HashRequest, Digests, number>(this.spawn);
    return this.runners[index];
  }

  private stopRun(): void {
    this.run = undefined;
    for (const runner of this.runners) runner?.dispose();
    this.runners = [];
  }

  private missing(id: number): AlgorithmId[] {
    const have = this.digests.get(id) ?? noDigests;
    return (this.wanted.get(id) ?? []).filter((algorithm) => !have[algorithm]);
  }

  /** Starts the next run if none is under way, then tells the page. */
  private update(): void {
    if (!this.run) {
      const next = this.files.find((file) => !this.stopped.has(file.id) && this.missing(file.id).length > 0);
      if (next) this.start(next, this.missing(next.id));
    }
    this.publish();
  }

  private start(file: QueuedFile, algorithms: AlgorithmId[]): void {
    const groups = spreadOverWorkers(algorithms, this.workers);
    const startedAt = this.now();
    const run: Run = {
      id: file.id,
      algorithms,
      startedAt,
      workerBytes: groups.map(() => 0),
      samples: [{ at: startedAt, bytes: 0 }],
      lastShownAt: startedAt,
      progress: { bytes: 0, bytesPerSecond: undefined },
    };
    this.run = run;
    const runs = groups.map((group, index) =>
      this.runner(index).run(
        { file: file.file, algorithms: group },
        { onProgress: (bytes) => this.progressed(run, index, bytes) },
      ),
    );
    Promise.all(runs).then(
      (results) => {
        if (this.run !== run) return;
        this.run = undefined;
        this.digests.set(file.id, Object.assign({}, this.digests.get(file.id), ...results) as Digests);
        this.lastRunMs.set(file.id, this.now() - run.startedAt);
        this.update();
      },
      (error: unknown) => {
        if (this.run !== run || error instanceof SupersededError) return;
        this.stopRun();
        this.stopped.set(file.id, { status: 'failed', error: errorMessage(error) });
        this.update();
      },
    );
  }

  private progressed(run: Run, worker: number, bytes: number): void {
    if (this.run !== run) return;
    run.workerBytes[worker] = bytes;
    const at = this.now();
    const done = Math.min(...run.workerBytes);
    run.samples.push({ at, bytes: done });
    // The oldest sample kept is the last one at least a window old, so the speed spans the window.
    while (run.samples.length > 2 && at - run.samples[1].at >= this.speedWindowMs) run.samples.shift();
    if (at - run.lastShownAt < this.progressIntervalMs) return;
    run.lastShownAt = at;
    const oldest = run.samples[0];
    const elapsed = at - oldest.at;
    run.progress = { bytes: done, bytesPerSecond: elapsed > 0 ? ((done - oldest.bytes) * 1000) / elapsed : undefined };
    this.publish();
  }

  private stateOf(id: number): FileHashState {
    const digests = this.digests.get(id) ?? noDigests;
    const lastRunMs = this.lastRunMs.get(id);
    const stopped = this.stopped.get(id);
    if (stopped) return { status: stopped.status, digests, lastRunMs, error: stopped.error };
    if (this.run?.id === id) return { status: 'hashing', digests, lastRunMs, progress: this.run.progress };
    return { status: this.missing(id).length > 0 ? 'waiting' : 'done', digests, lastRunMs };
  }

  /** Tells the page of a change; a file whose state is as before keeps the same object (memoised cards). */
  private publish(): void {
    const previous = this.snapshot;
    const next = new Map<number, FileHashState>();
    let changed = previous.size !== this.files.length;
    for (const file of this.files) {
      const state = this.stateOf(file.id);
      const before = previous.get(file.id);
      const same = before !== undefined && sameState(before, state);
      next.set(file.id, same ? before : state);
      changed ||= !same;
    }
    if (!changed) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

function sameState(a: FileHashState, b: FileHashState): boolean {
  return (
    a.status === b.status &&
    a.digests === b.digests &&
    a.progress === b.progress &&
    a.lastRunMs === b.lastRunMs &&
    a.error === b.error
  );
}
