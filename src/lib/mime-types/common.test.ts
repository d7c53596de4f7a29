import { describe, expect, it } from 'vitest';
import { commonMimeExtensions, extensionForMimeType, mimeTypeForExtension } from './common';
import { mimeRegistry } from './registry';

describe('extensionForMimeType', () => {
  it.each([
    ['image/png', 'png'],
    ['application/json', 'json'],
    ['image/jpeg', 'jpg'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
    ['image/svg+xml', 'svg'],
    ['application/pdf', 'pdf'],
    ['application/zip', 'zip'],
    ['text/plain', 'txt'],
    ['text/plain;charset=utf-8', 'txt'],
    ['TEXT/HTML', 'html'],
    ['audio/mpeg', 'mp3'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ])('%s → %s', (mimeType, extension) => {
    expect(extensionForMimeType(mimeType)).toBe(extension);
  });

  it.each(['', 'application/x-unknown', 'image'])('knows no extension for "%s"', (mimeType) => {
    expect(extensionForMimeType(mimeType)).toBeUndefined();
  });
});

describe('mimeTypeForExtension', () => {
  it.each([
    ['png', 'image/png'],
    ['.PNG', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['json', 'application/json'],
    ['txt', 'text/plain'],
    ['js', 'text/javascript'],
    ['yml', 'application/yaml'],
    ['ico', 'image/vnd.microsoft.icon'],
  ])('%s → %s', (extension, mimeType) => {
    expect(mimeTypeForExtension(extension)).toBe(mimeType);
  });

  it.each(['', 'unknownext', '.'])('knows no type for "%s"', (extension) => {
    expect(mimeTypeForExtension(extension)).toBeUndefined();
  });
});

describe('the common table', () => {
  // Where it deliberately differs from mime-db: the type browsers and RFCs use today, or an
  // extension mime-db files under another type.
  const chosenOverRegistry = new Map([
    ['yaml', 'application/yaml'], // RFC 9512; mime-db lists no extension for it yet
    ['yml', 'application/yaml'],
    ['flac', 'audio/flac'], // mime-db: audio/x-flac
    ['vcf', 'text/vcard'], // mime-db: text/x-vcard
    ['m4v', 'video/mp4'], // mime-db: video/x-m4v
  ]);

  it('resolves each extension as the full registry does, but for its chosen types', () => {
    for (const [, extensions] of commonMimeExtensions) {
      for (const extension of extensions) {
        const expected = chosenOverRegistry.get(extension) ?? mimeRegistry.typeOf(extension);
        expect([extension, mimeTypeForExtension(extension)]).toEqual([extension, expected]);
      }
    }
  });

  it('lists, for each type the registry knows, extensions the registry gives it', () => {
    for (const [mimeType, extensions] of commonMimeExtensions) {
      const registered = mimeRegistry.extensionsOf(mimeType);
      if (!registered) continue;
      for (const extension of extensions)
        if (!chosenOverRegistry.has(extension)) expect(registered, mimeType).toContain(extension);
    }
  });
});
