import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AlgorithmId } from './algorithms';
import { HashQueue, type FileHashState, type QueuedFile } from './hash-queue';

// Called only from an effect (the queue starts workers when told of files), never while rendering.
const spawnHashWorker = () => new Worker(new URL('./file-hash.worker.ts', import.meta.url), { type: 'module' });

/** Workers per file: up to four, leaving a core to the page. */
export function workersPerFile(cores = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, (cores || 2) - 1));
}

const noStates: ReadonlyMap<number, FileHashState> = new Map();

/**
 * The hashing state of each dropped file (by id) as the workers go, given the algorithms each one
 * needs; and a way to cancel one.
 */
export function useFileHashing(
  files: readonly QueuedFile[],
  wanted: ReadonlyMap<number, readonly AlgorithmId[]>,
): { states: ReadonlyMap<number, FileHashState>; cancel: (id: number) => void } {
  const [queue] = useState(() => new HashQueue(spawnHashWorker, { workers: workersPerFile() }));
  useEffect(() => () => queue.stop(), [queue]);
  useEffect(() => {
    queue.setFiles(files);
    queue.setWanted(wanted);
  }, [queue, files, wanted]);
  const states = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => noStates);
  return { states, cancel: queue.cancel };
}
