import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../test/words';
import { maxFileBytes, readTextFile } from './read-text-file';

describe('readTextFile', () => {
  it('gives the text of a JSON file', async () => {
    expect(await readTextFile(new Blob(['{"a": "é"}']))).toEqual({ ok: true, value: '{"a": "é"}' });
  });

  it('refuses a file over 5 MB, without reading it', async () => {
    expect(errorInEnglish(await readTextFile(new Blob([new Uint8Array(maxFileBytes + 1)])))).toBe(
      'This file is too large to compare here (over 5 MB).',
    );
    expect((await readTextFile(new Blob(['x'.repeat(maxFileBytes)]))).ok).toBe(true);
  });

  it('refuses a binary file', async () => {
    expect(errorInEnglish(await readTextFile(new Blob([new Uint8Array([0x7b, 0x00, 0x7d])])))).toBe(
      'This file is not text.',
    );
  });
});
