import { describe, expect, it, vi } from 'vitest';
import { spawner } from '../worker/fake-worker';
import { detect } from './detect';
import { createDataDetector, mainThreadLimitBytes } from './detect-off-thread';
import { answerDetectRequest } from './detect-request';

const largeJson = JSON.stringify(Array.from({ length: 8000 }, (_, id) => ({ id, name: `item ${id}` })));

describe('detectData', () => {
  it('reads a small text on the main thread', async () => {
    const spawn = vi.fn();
    const detectData = createDataDetector({ spawn });
    expect((await detectData('192.168.1.0/24'))[0].kind).toBe('ipv4-cidr');
    expect(spawn).not.toHaveBeenCalled();
  });

  it('reads a text over 100 KB in a worker', async () => {
    expect(largeJson.length).toBeGreaterThan(mainThreadLimitBytes);
    const workers = spawner(answerDetectRequest);
    const detectData = createDataDetector({ spawn: workers.spawn });
    expect((await detectData(largeJson))[0].kind).toBe('json');
    expect(await detectData(`${largeJson} `)).toEqual(detect(largeJson));
    expect(workers.made).toHaveLength(1);
  });

  it('gives up at the deadline: the worker is ended and the answer is none', async () => {
    const workers = spawner(() => new Promise<never>(() => undefined));
    const detectData = createDataDetector({ spawn: workers.spawn, deadlineMs: 20 });
    expect(await detectData(largeJson)).toEqual([]);
    expect(workers.made[0].worker.terminated()).toBe(true);
  });

  it('answers a superseded text with none', async () => {
    const workers = spawner(answerDetectRequest);
    const detectData = createDataDetector({ spawn: workers.spawn });
    const [older, newer] = await Promise.all([detectData(largeJson), detectData(`${largeJson}\n`)]);
    expect(older).toEqual([]);
    expect(newer[0].kind).toBe('json');
  });
});

describe("the worker's handler", () => {
  it('detects with the deadline it is given', () => {
    const text = 'Tom &amp; Jerry';
    expect(answerDetectRequest({ text, deadlineMs: 200 })).toEqual(detect(text));
    // Past its deadline at once, it stops after the first detector, before the one for entities.
    expect(answerDetectRequest({ text, deadlineMs: -1 })).toEqual([]);
  });
});
