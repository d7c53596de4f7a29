import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import {
  base64Output,
  dataUrlPrefix,
  decodeBase64File,
  detectFileType,
  downloadFileName,
  downloadMimeType,
  encodeFileToBase64,
  previewChars,
  previewImageType,
  previewThresholdChars,
  revealFileType,
  type EncodedFile,
} from './base64-file-converter';

const bytesOf = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part, 'latin1')) : part)));
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const pdf = bytesOf('%PDF-1.7\n');
const png = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const gif87 = bytesOf('GIF87a', [1, 0, 1, 0]);
const jpeg = bytesOf([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]);
const webp = bytesOf('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const zip = bytesOf([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);

describe('revealFileType', () => {
  it.each([
    // The spec's examples (gif, jpg, zip, json) are declared in operations.ts.
    { input: 'data:image/png;base64,iVBORw0KGgo=', extension: 'png', mimeType: 'image/png' },
    // Magic numbers of each kind.
    { input: base64Of(pdf), extension: 'pdf', mimeType: 'application/pdf' },
    { input: base64Of(png), extension: 'png', mimeType: 'image/png' },
    { input: base64Of(gif87), extension: 'gif', mimeType: 'image/gif' },
    { input: base64Of(jpeg), extension: 'jpg', mimeType: 'image/jpeg' },
    { input: base64Of(webp), extension: 'webp', mimeType: 'image/webp' },
    { input: base64Of(zip), extension: 'zip', mimeType: 'application/zip' },
    // The header wins over the bytes; a header type without extension leaves it to the bytes.
    { input: `data:text/plain;base64,${base64Of(png)}`, extension: 'txt', mimeType: 'text/plain' },
    { input: `data:application/x-unknown;base64,${base64Of(png)}`, extension: 'png', mimeType: 'image/png' },
    { input: `data:application/octet-stream;base64,${base64Of(pdf)}`, extension: 'pdf', mimeType: 'application/pdf' },
    { input: `data:;base64,${base64Of(zip)}`, extension: 'zip', mimeType: 'application/zip' },
    // Pasted with surroundings, wrapped, URL-safe, and only the start read.
    { input: `  \n${base64Of(jpeg)}\n`, extension: 'jpg', mimeType: 'image/jpeg' },
    { input: 'iVBO\nRw0K\nGgo=', extension: 'png', mimeType: 'image/png' },
    { input: '_9j_4AAQ', extension: 'jpg', mimeType: 'image/jpeg' },
    { input: `${base64Of(pdf)}!!!not base64 later on`, extension: 'pdf', mimeType: 'application/pdf' },
    { input: '/9j/', extension: 'jpg', mimeType: 'image/jpeg' },
    { input: '/9j/4', extension: 'jpg', mimeType: 'image/jpeg' },
  ])('$input reveals $extension', ({ input, extension, mimeType }) => {
    expect(revealFileType(input)).toEqual({ extension, mimeType });
  });

  it.each(['', '   ', 'aGVsbG8gd29ybGQ=', 'data:text/plain,aGk', '*not base64*', 'UklGRiQAAABXQVZF', '/9j'])(
    '"%s" reveals nothing',
    (input) => {
      expect(revealFileType(input)).toBeUndefined();
    },
  );
});

describe('detectFileType', () => {
  it('needs the WEBP mark after RIFF (a WAV file is RIFF too)', () => {
    expect(detectFileType(bytesOf('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(detectFileType(webp)?.extension).toBe('webp');
  });

  it('recognises nothing in short or plain bytes', () => {
    expect(detectFileType(new Uint8Array())).toBeUndefined();
    expect(detectFileType(bytesOf('%PD'))).toBeUndefined();
    expect(detectFileType(bytesOf('hello'))).toBeUndefined();
  });
});

describe('decodeBase64File', () => {
  it.each([
    { input: 'R0lGODlhAQABAAAAACw=', length: 14, mimeType: 'image/gif' },
    { input: 'data:application/json;base64,e30=', length: 2, mimeType: 'application/json' },
    { input: 'aGkK', length: 3, mimeType: undefined },
    { input: 'aGk', length: 2, mimeType: undefined },
    { input: 'Pz8-', length: 3, mimeType: undefined },
    { input: 'Pz8+', length: 3, mimeType: undefined },
    { input: ' aG\nkK \r\n', length: 3, mimeType: undefined },
    { input: `data:application/octet-stream;base64,${base64Of(png)}`, length: png.length, mimeType: 'image/png' },
    {
      input: `data:application/x-custom;base64,${base64Of(png)}`,
      length: png.length,
      mimeType: 'application/x-custom',
    },
    { input: '', length: 0, mimeType: undefined },
    { input: '  ', length: 0, mimeType: undefined },
  ])('decodes $input to $length bytes of type $mimeType', ({ input, length, mimeType }) => {
    const decoded = decodeBase64File(input);
    expect(decoded.ok && decoded.value.bytes.length).toBe(length);
    expect(decoded.ok && decoded.value.mimeType).toBe(mimeType);
  });

  it.each([
    'aGV*bG8',
    'aGk=aGk=',
    '=aGk',
    'YQ===',
    'YWJjZ',
    'a+b-',
    'héllo',
    'data:text/plain,aGk',
    'data:image/png;base64,!!!',
  ])('rejects "%s" with the spec message', (input) => {
    expect(errorInEnglish(decodeBase64File(input))).toBe('This is not a valid base64 string.');
  });

  it('decodes megabytes', () => {
    const bytes = new Uint8Array(3_000_001).map((_, index) => index % 251);
    const decoded = decodeBase64File(base64Of(bytes).replace(/.{76}/g, '$&\n'));
    expect(decoded.ok && Buffer.from(decoded.value.bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('downloadFileName and downloadMimeType', () => {
  it.each([
    { name: 'file', extension: 'json', fileName: 'file.json', mimeType: 'application/json' },
    { name: 'file', extension: 'gif', fileName: 'file.gif', mimeType: 'image/gif' },
    { name: 'photo.png', extension: 'png', fileName: 'photo.png', mimeType: 'image/png' },
    { name: 'data.json', extension: 'json', fileName: 'data.json', mimeType: 'application/json' },
    { name: 'PHOTO.PNG', extension: 'png', fileName: 'PHOTO.PNG', mimeType: 'image/png' },
    { name: 'archive.tar', extension: 'gz', fileName: 'archive.tar.gz', mimeType: 'application/gzip' },
    { name: 'file', extension: '.pdf', fileName: 'file.pdf', mimeType: 'application/pdf' },
    { name: 'file', extension: '', fileName: 'file', mimeType: 'application/octet-stream' },
    { name: 'notes.txt', extension: ' ', fileName: 'notes.txt', mimeType: 'application/octet-stream' },
    { name: 'file', extension: 'xyz', fileName: 'file.xyz', mimeType: 'application/octet-stream' },
    { name: '', extension: 'png', fileName: 'file.png', mimeType: 'image/png' },
  ])('"$name" + "$extension" → $fileName ($mimeType)', ({ name, extension, fileName, mimeType }) => {
    expect(downloadFileName(name, extension)).toBe(fileName);
    expect(downloadMimeType(extension)).toBe(mimeType);
  });
});

describe('previewImageType', () => {
  it.each([
    { decoded: 'image/png', extension: '', expected: 'image/png' },
    { decoded: undefined, extension: 'png', expected: 'image/png' },
    { decoded: 'image/gif', extension: 'pdf', expected: 'image/gif' },
    { decoded: 'application/pdf', extension: '', expected: false },
    { decoded: undefined, extension: 'txt', expected: false },
    { decoded: undefined, extension: '', expected: undefined },
    { decoded: undefined, extension: 'unknownext', expected: undefined },
  ])('$decoded / "$extension" → $expected', ({ decoded, extension, expected }) => {
    expect(previewImageType(decoded, extension)).toBe(expected);
  });
});

describe('encodeFileToBase64', () => {
  it('encodes "hi\\n" as aGkK', async () => {
    const encoded = await encodeFileToBase64(new Blob(['hi\n']));
    expect(encoded).toMatchObject({ length: 4, head: 'aGkK' });
    expect(await encoded.base64.text()).toBe('aGkK');
    expect(encoded.base64.type).toBe('text/plain');
  });

  it('encodes an empty file as nothing', async () => {
    const encoded = await encodeFileToBase64(new Blob([]));
    expect(encoded).toMatchObject({ length: 0, head: '' });
    expect(await encoded.base64.text()).toBe('');
  });

  it.each([3, 6, 30])('gives the same Base64 in chunks of %i bytes, reporting progress', async (chunkBytes) => {
    const bytes = new Uint8Array(100).map((_, index) => (index * 37) % 256);
    const progress: number[] = [];
    const encoded = await encodeFileToBase64(new Blob([bytes]), {
      chunkBytes,
      onChunk: (done, total) => {
        progress.push(done / total);
      },
    });
    expect(encoded.head).toBe(base64Of(bytes));
    expect(await encoded.base64.text()).toBe(base64Of(bytes));
    expect(progress.at(-1)).toBe(1);
    expect(progress).toHaveLength(Math.ceil(100 / chunkBytes));
  });

  it('refuses a chunk size that would pad in the middle', async () => {
    await expect(encodeFileToBase64(new Blob(['abcd']), { chunkBytes: 4 })).rejects.toThrow(RangeError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const run = encodeFileToBase64(new Blob([new Uint8Array(30)]), {
      chunkBytes: 3,
      signal: controller.signal,
      onChunk: () => controller.abort(),
    });
    await expect(run).rejects.toThrow();
  });

  it('keeps all of a Base64 up to 1 MB in the head, and only the first 100 000 characters beyond', async () => {
    const exactlyOneMegabyte = await encodeFileToBase64(new Blob([new Uint8Array(750_000)]), { chunkBytes: 3000 });
    expect(exactlyOneMegabyte.length).toBe(previewThresholdChars);
    expect(exactlyOneMegabyte.head).toHaveLength(previewThresholdChars);

    const justOver = await encodeFileToBase64(new Blob([new Uint8Array(750_001)]), { chunkBytes: 3000 });
    expect(justOver.length).toBe(previewThresholdChars + 4);
    expect(justOver.head).toBe('A'.repeat(previewChars));
  });

  it('encodes 20 MB', async () => {
    const bytes = new Uint8Array(20 * 1024 * 1024).map((_, index) => index % 253);
    const expected = base64Of(bytes);
    const encoded = await encodeFileToBase64(new Blob([bytes]));
    expect(encoded.length).toBe(expected.length);
    expect(encoded.head).toBe(expected.slice(0, previewChars));
    expect((await encoded.base64.text()) === expected).toBe(true);
  });
});

const encodedText = (text: string): EncodedFile => ({
  base64: new Blob([text], { type: 'text/plain' }),
  length: text.length,
  head: text.length > previewThresholdChars ? text.slice(0, previewChars) : text,
});

describe('base64Output', () => {
  it('writes the data URL of "hi\\n", or the payload alone', () => {
    expect(base64Output(encodedText('aGkK'), 'text/plain', true)).toEqual({
      full: 'data:text/plain;base64,aGkK',
      length: 27,
      shown: 'data:text/plain;base64,aGkK',
      truncated: false,
    });
    expect(base64Output(encodedText('aGkK'), 'text/plain', false)).toEqual({
      full: 'aGkK',
      length: 4,
      shown: 'aGkK',
      truncated: false,
    });
  });

  it('names the octet stream when the browser reports no type', () => {
    expect(dataUrlPrefix('')).toBe('data:application/octet-stream;base64,');
    expect(base64Output(encodedText('AAEC'), '', true).full).toBe('data:application/octet-stream;base64,AAEC');
  });

  it('shows the first 100 000 characters of a text over 1 MB, keeping the whole for copying', async () => {
    const payload = 'A'.repeat(previewThresholdChars);
    const withPrefix = base64Output(encodedText(payload), 'image/png', true);
    expect(withPrefix.truncated).toBe(true);
    expect(withPrefix.length).toBe(previewThresholdChars + 'data:image/png;base64,'.length);
    expect(withPrefix.shown).toHaveLength(previewChars);
    expect(withPrefix.shown.startsWith('data:image/png;base64,AAA')).toBe(true);
    expect(await (withPrefix.full as Blob).text()).toBe(`data:image/png;base64,${payload}`);

    expect(base64Output(encodedText(payload), 'image/png', false)).toEqual({
      full: payload,
      length: previewThresholdChars,
      shown: payload,
      truncated: false,
    });
    const longer = base64Output(encodedText(`${payload}BBBB`), 'image/png', false);
    expect(longer.truncated).toBe(true);
    expect(longer.shown).toBe('A'.repeat(previewChars));
    expect(await (longer.full as Blob).text()).toBe(`${payload}BBBB`);
  });
});
