/**
 * Messages between a page and a worker that serves only the latest request. Every request has an
 * id; a reply names the id it answers, so the page can drop replies to requests it gave up on.
 */
export type WorkerCall<Request> = { kind: 'run'; id: number; request: Request } | { kind: 'cancel'; id: number };

export type WorkerReply<Result, Progress = unknown> =
  | { kind: 'result'; id: number; result: Result }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'progress'; id: number; progress: Progress };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isWorkerCall(value: unknown): value is WorkerCall<unknown> {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  return (value.kind === 'run' && 'request' in value) || value.kind === 'cancel';
}

export function isWorkerReply(value: unknown): value is WorkerReply<unknown> {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  switch (value.kind) {
    case 'result':
      return 'result' in value;
    case 'error':
      return typeof value.message === 'string';
    case 'progress':
      return 'progress' in value;
    default:
      return false;
  }
}

/** A newer request (or a cancel) replaced this one; callers usually ignore it. */
export class SupersededError extends Error {
  constructor() {
    super('Superseded by a newer request');
    this.name = 'SupersededError';
  }
}

/** The worker could not run at all (failed to load, or crashed outside the handler). */
export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

/** The request ran past its time limit, so its worker was ended (and a new one starts on the next run). */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`Stopped after ${limitMs} ms`);
    this.name = 'TimeLimitError';
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
