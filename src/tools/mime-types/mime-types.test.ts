import { describe, expect, it } from 'vitest';
import { mimeRegistry } from '../../lib/mime-types/registry';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { extensionOfInput, filterMimeTypes, ianaPageUrl, lookUpExtension } from './mime-types';

const unknownExtensionMessage = 'No MIME type is registered for this extension.';

describe('lookUpExtension', () => {
  it.each([
    ['wav', 'audio/wav'],
    ['exe', 'application/x-msdos-program'],
    ['.PDF', 'application/pdf'],
    ['  png  ', 'image/png'],
    ['Report.Final.PDF', 'application/pdf'],
    ['C:\\Users\\me\\photo.JPG', 'image/jpeg'],
    ['archive.tar.gz', 'application/gzip'],
  ])('%j → %s', (text, type) => {
    expect(lookUpExtension(mimeRegistry, text)).toEqual({ ok: true, value: { extension: expect.any(String), type } });
  });

  it('names the extension it read', () => {
    expect(lookUpExtension(mimeRegistry, 'Report.Final.PDF')).toEqual({
      ok: true,
      value: { extension: 'pdf', type: 'application/pdf' },
    });
  });

  it.each(['unknownext', '.', 'file.', '\uD800', '<script>', 'a'.repeat(200_000), '__proto__', 'constructor'])(
    'says no type is registered for %j',
    (text) => {
      const found = lookUpExtension(mimeRegistry, text);
      expect(found && errorInEnglish(found, words)).toBe(unknownExtensionMessage);
    },
  );

  it.each(['', '   ', '\n'])('says nothing for blank input %j', (text) => {
    expect(lookUpExtension(mimeRegistry, text)).toBeUndefined();
  });
});

describe('extensionOfInput', () => {
  it.each([
    ['pdf', 'pdf'],
    ['.PDF', 'pdf'],
    ['Report.Final.PDF', 'pdf'],
    ['dir.v2/readme', 'readme'],
    ['file.', ''],
  ])('%j → %j', (text, extension) => {
    expect(extensionOfInput(text)).toBe(extension);
  });
});

describe('filterMimeTypes', () => {
  const types = mimeRegistry.types;

  it('keeps every type for a blank query', () => {
    expect(filterMimeTypes(types, '  ')).toBe(types);
  });

  it('matches the type name, case-insensitive', () => {
    const found = filterMimeTypes(types, 'IMAGE/JP').map((info) => info.type);
    expect(found).toContain('image/jpeg');
    expect(found.every((type) => type.includes('image/jp'))).toBe(true);
  });

  it('matches an extension, with or without its dot', () => {
    expect(filterMimeTypes(types, '.docx').map((info) => info.type)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(filterMimeTypes(types, 'wav').map((info) => info.type)).toContain('audio/wav');
  });

  it('keeps database order', () => {
    const found = filterMimeTypes(types, 'json');
    expect(found).toEqual(types.filter((info) => found.includes(info)));
  });

  it('finds nothing for nonsense', () => {
    expect(filterMimeTypes(types, '<img src=x onerror=alert(1)>')).toEqual([]);
  });
});

describe('ianaPageUrl', () => {
  it('links IANA-registered types to their registration page', () => {
    expect(ianaPageUrl({ type: 'application/pdf', source: 'iana' })).toBe(
      'https://www.iana.org/assignments/media-types/application/pdf',
    );
  });

  it('has no page for other sources', () => {
    expect(ianaPageUrl({ type: 'application/x-msdos-program', source: 'apache' })).toBeUndefined();
    expect(ianaPageUrl({ type: 'text/yaml' })).toBeUndefined();
  });
});
