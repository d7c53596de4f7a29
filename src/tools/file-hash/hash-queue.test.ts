import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../lib/bytes';
import { spawner } from '../../lib/worker/fake-worker';
import type { RunContext } from '../../lib/worker/serve-latest';
import type { AlgorithmId } from './algorithms';
import { hashChunks, inChunks, type Digests } from './file-hash';
import { HashQueue, type HashRequest, type QueuedFile } from './hash-queue';
import { workersPerFile } from './useFileHashing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A worker handler that waits for the test to let each request go, reporting progress as told. */
function controlledWorkers() {
  const pending: {
    request: HashRequest;
    context: RunContext<number>;
    finish: () => Promise<void>;
    fail: (message: string) => void;
  }[] = [];
  const workers = spawner<HashRequest, Digests, number>(
    (request, context) =>
      new Promise<Digests>((resolve, reject) => {
        pending.push({
          request,
          context,
          finish: async () => {
            const bytes = new Uint8Array(await request.file.arrayBuffer());
            resolve(await hashChunks(inChunks(bytes), request.algorithms));
          },
          fail: (message) => reject(new Error(message)),
        });
      }),
  );
  return { ...workers, pending };
}

const file = (id: number, text: string): QueuedFile => ({ id, file: new Blob([text]) });
const wanted = (entries: [number, AlgorithmId[]][]) => new Map(entries);
const hex = (digests: Digests | undefined) =>
  Object.fromEntries(Object.entries(digests ?? {}).map(([id, digest]) => [id, bytesToHex(digest)]));

describe('HashQueue', () => {
  it('hashes one file at a time in drop order, spreading the algorithms over the workers', async () => {
    const { spawn, made, pending } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 2 });
    queue.setFiles([file(1, 'abc'), file(2, '')]);
    queue.setWanted(
      wanted([
        [1, ['md5', 'sha1', 'sha256']],
        [2, ['md5']],
      ]),
    );
    await settle();
    expect(queue.getSnapshot().get(1)?.status).toBe('hashing');
    expect(queue.getSnapshot().get(2)?.status).toBe('waiting');
    // Two workers, each reading the file for its share.
    expect(made).toHaveLength(2);
    expect(pending.map((run) => run.request.algorithms)).toEqual([['sha256'], ['md5', 'sha1']]);

    await Promise.all(pending.splice(0).map((run) => run.finish()));
    await settle();
    const first = queue.getSnapshot().get(1);
    expect(first?.status).toBe('done');
    expect(hex(first?.digests)).toEqual({
      md5: '900150983cd24fb0d6963f7d28e17f72',
      sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(first?.lastRunMs).toBeGreaterThanOrEqual(0);
    expect(queue.getSnapshot().get(2)?.status).toBe('hashing');
    // The workers are kept warm for the next file.
    expect(made).toHaveLength(2);
    expect(pending.map((run) => run.request.algorithms)).toEqual([['md5']]);
    await pending.splice(0)[0].finish();
    await settle();
    expect(hex(queue.getSnapshot().get(2)?.digests)).toEqual({ md5: 'd41d8cd98f00b204e9800998ecf8427e' });
  });

  it('reads a file again for the algorithms wanted later, those only', async () => {
    const { spawn, pending } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 1 });
    queue.setFiles([file(1, 'abc')]);
    queue.setWanted(wanted([[1, ['md5']]]));
    await settle();
    await pending.splice(0)[0].finish();
    await settle();
    queue.setWanted(wanted([[1, ['md5', 'crc32']]]));
    await settle();
    expect(queue.getSnapshot().get(1)?.status).toBe('hashing');
    expect(pending.map((run) => run.request.algorithms)).toEqual([['crc32']]);
    await pending.splice(0)[0].finish();
    await settle();
    expect(hex(queue.getSnapshot().get(1)?.digests)).toEqual({
      md5: '900150983cd24fb0d6963f7d28e17f72',
      crc32: '352441c2',
    });
    // Fewer algorithms: nothing to read.
    queue.setWanted(wanted([[1, ['crc32']]]));
    await settle();
    expect(pending).toHaveLength(0);
    expect(queue.getSnapshot().get(1)?.status).toBe('done');
  });

  it('cancels a file by ending its workers; the next file goes on with fresh ones', async () => {
    const { spawn, made, pending } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 1 });
    queue.setFiles([file(1, 'big'), file(2, 'abc')]);
    queue.setWanted(
      wanted([
        [1, ['sha256']],
        [2, ['sha256']],
      ]),
    );
    await settle();
    pending.splice(0);
    queue.cancel(1);
    expect(made[0].worker.terminated()).toBe(true);
    expect(queue.getSnapshot().get(1)?.status).toBe('cancelled');
    await settle();
    expect(made).toHaveLength(2);
    expect(queue.getSnapshot().get(2)?.status).toBe('hashing');
    await pending.splice(0)[0].finish();
    await settle();
    expect(queue.getSnapshot().get(2)?.status).toBe('done');
    expect(queue.getSnapshot().get(1)?.status).toBe('cancelled');
  });

  it('drops a run whose algorithms are no longer wanted, and forgets files taken away', async () => {
    const { spawn, made, pending } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 1 });
    queue.setFiles([file(1, 'abc')]);
    queue.setWanted(wanted([[1, ['sha512']]]));
    await settle();
    queue.setWanted(wanted([[1, []]]));
    expect(made[0].worker.terminated()).toBe(true);
    expect(queue.getSnapshot().get(1)?.status).toBe('done');
    queue.setWanted(wanted([[1, ['md5']]]));
    await settle();
    expect(pending.at(-1)?.request.algorithms).toEqual(['md5']);
    queue.setFiles([]);
    expect(made[1].worker.terminated()).toBe(true);
    expect(queue.getSnapshot().size).toBe(0);
  });

  it('says why a file could not be read, and goes on with the next', async () => {
    const { spawn, pending } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 1 });
    queue.setFiles([file(1, 'a'), file(2, 'b')]);
    queue.setWanted(
      wanted([
        [1, ['md5']],
        [2, ['md5']],
      ]),
    );
    await settle();
    pending.splice(0)[0].fail('NotReadableError: the file changed');
    await settle();
    expect(queue.getSnapshot().get(1)).toMatchObject({ status: 'failed', error: 'NotReadableError: the file changed' });
    expect(queue.getSnapshot().get(2)?.status).toBe('hashing');
  });

  it('tells progress at most ten times a second, with the bytes all workers have hashed and the speed over two seconds', async () => {
    const { spawn, pending } = controlledWorkers();
    let now = 0;
    const queue = new HashQueue(spawn, { workers: 2, now: () => now });
    let told = 0;
    queue.subscribe(() => told++);
    queue.setFiles([file(1, 'x'.repeat(100))]);
    queue.setWanted(wanted([[1, ['md5', 'sha256']]]));
    await settle();
    const [first, second] = pending;
    const progressAt = async (at: number, worker: typeof first, bytes: number) => {
      now = at;
      worker.context.progress(bytes);
      await settle();
    };
    told = 0;
    await progressAt(50, first, 40);
    expect(told).toBe(0);
    await progressAt(100, second, 20);
    expect(queue.getSnapshot().get(1)?.progress).toEqual({ bytes: 20, bytesPerSecond: 200 });
    await progressAt(150, second, 60);
    expect(told).toBe(1);
    await progressAt(3000, first, 100);
    await progressAt(3100, second, 100);
    // Over the last two seconds, from the newest sample at least that old (40 bytes at 150 ms): 60 bytes in 2.95 s.
    const { bytes, bytesPerSecond } = queue.getSnapshot().get(1)!.progress!;
    expect(bytes).toBe(100);
    expect(bytesPerSecond).toBeCloseTo((60 * 1000) / 2950);
  });

  it('keeps a file state object as it is while nothing about the file changes', async () => {
    const { spawn } = controlledWorkers();
    const queue = new HashQueue(spawn, { workers: 1 });
    queue.setFiles([file(1, 'a'), file(2, 'b')]);
    queue.setWanted(wanted([[1, ['md5']]]));
    await settle();
    const before = queue.getSnapshot();
    queue.setWanted(wanted([[1, ['md5']]]));
    expect(queue.getSnapshot()).toBe(before);
    queue.setWanted(
      wanted([
        [1, ['md5']],
        [2, ['md5']],
      ]),
    );
    expect(queue.getSnapshot().get(1)).toBe(before.get(1));
    expect(queue.getSnapshot().get(2)).not.toBe(before.get(2));
  });
});

describe('workersPerFile', () => {
  it('uses up to four workers, leaving a core to the page', () => {
    expect(workersPerFile(1)).toBe(1);
    expect(workersPerFile(2)).toBe(1);
    expect(workersPerFile(4)).toBe(3);
    expect(workersPerFile(16)).toBe(4);
    expect(workersPerFile(undefined)).toBe(1);
  });
});
