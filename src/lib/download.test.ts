// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';

// jsdom's Blob has no text(); its FileReader does the job.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('downloadFile', () => {
  const created: Blob[] = [];
  const clicked: { href: string; download: string; attached: boolean }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    created.length = 0;
    clicked.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link to an object URL of the text, named as asked, then cleans up', async () => {
    downloadFile('key.pem', '-----BEGIN PUBLIC KEY-----\n', 'application/x-pem-file');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'key.pem', attached: true }]);
    expect(created[0].type).toBe('application/x-pem-file;charset=utf-8');
    expect(document.querySelector('a')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    vi.useRealTimers();
    expect(await blobText(created[0])).toBe('-----BEGIN PUBLIC KEY-----\n');
  });

  it('passes a Blob through unchanged', () => {
    const blob = new Blob([Uint8Array.of(1, 2)], { type: 'application/octet-stream' });
    downloadFile('data.bin', blob);
    expect(created[0]).toBe(blob);
  });
});
