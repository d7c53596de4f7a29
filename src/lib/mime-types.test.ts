import { describe, expect, it } from 'vitest';
import { extensionForMimeType, mimeTypeForExtension } from './mime-types';

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
