import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildMimeRegistry, mimeRegistry } from './registry';

// mime-types 3 (a dev dependency: it needs Node's `path`) is the reference our choice among
// types sharing an extension must agree with.
const mimeTypes = createRequire(import.meta.url)('mime-types') as {
  types: Record<string, string>;
  extensions: Record<string, string[]>;
};

describe('mimeRegistry', () => {
  it.each([
    ['application/pdf', ['pdf']],
    ['image/jpeg', ['jpg', 'jpeg', 'jpe']],
  ])('%s → %j (spec examples)', (type, extensions) => {
    expect(mimeRegistry.extensionsOf(type)).toEqual(extensions);
  });

  it.each([
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['js', 'text/javascript'],
    ['wav', 'audio/wav'],
    ['exe', 'application/x-msdos-program'],
    ['pdf', 'application/pdf'],
    ['xml', 'application/xml'],
    ['mp4', 'video/mp4'],
  ])('.%s → %s (spec examples)', (extension, type) => {
    expect(mimeRegistry.typeOf(extension)).toBe(type);
  });

  it('holds every type with extensions, in database order, as mime-types does', () => {
    expect(mimeRegistry.types.map((info) => info.type)).toEqual(Object.keys(mimeTypes.extensions));
    expect(mimeRegistry.types.length).toBeGreaterThan(1000);
    for (const info of mimeRegistry.types) expect(info.extensions).toEqual(mimeTypes.extensions[info.type]);
  });

  it('resolves every extension to the type mime-types 3 gives', () => {
    const extensions = Object.keys(mimeTypes.types);
    expect(extensions.length).toBeGreaterThan(1200);
    expect([...mimeRegistry.extensions].sort()).toEqual([...extensions].sort());
    for (const extension of extensions)
      expect([extension, mimeRegistry.typeOf(extension)]).toEqual([extension, mimeTypes.types[extension]]);
  });

  it('lists extensions alphabetically', () => {
    expect(mimeRegistry.extensions).toEqual([...mimeRegistry.extensions].sort());
  });

  it('keeps the source, charset and compressible flags', () => {
    const json = mimeRegistry.types.find((info) => info.type === 'application/json');
    expect(json).toMatchObject({ source: 'iana', charset: 'UTF-8', compressible: true });
  });

  it('knows nothing of unknown types and extensions', () => {
    expect(mimeRegistry.extensionsOf('application/x-unknown')).toBeUndefined();
    expect(mimeRegistry.typeOf('unknownext')).toBeUndefined();
    expect(mimeRegistry.typeOf('__proto__')).toBeUndefined();
    expect(mimeRegistry.extensionsOf('constructor')).toBeUndefined();
  });
});

describe('buildMimeRegistry', () => {
  it('leaves out types without extensions', () => {
    const registry = buildMimeRegistry({ 'a/b': { source: 'iana' }, 'a/c': { extensions: [] } });
    expect(registry.types).toEqual([]);
    expect(registry.extensions).toEqual([]);
  });

  it.each([
    [
      'IANA over Apache',
      { 'a/x-one': { source: 'apache', extensions: ['e'] }, 'a/one': { source: 'iana', extensions: ['e'] } },
      'a/one',
    ],
    [
      'standard tree over vendor',
      { 'a/vnd.one': { source: 'iana', extensions: ['e'] }, 'a/two': { source: 'iana', extensions: ['e'] } },
      'a/two',
    ],
    [
      'anything over octet-stream',
      {
        'application/octet-stream': { source: 'iana', extensions: ['e'] },
        'a/x-two': { source: 'nginx', extensions: ['e'] },
      },
      'a/x-two',
    ],
    [
      'video over audio',
      { 'audio/one': { source: 'iana', extensions: ['e'] }, 'video/one': { source: 'iana', extensions: ['e'] } },
      'video/one',
    ],
    [
      'the shorter name',
      { 'a/abc': { source: 'iana', extensions: ['e'] }, 'a/ab': { source: 'iana', extensions: ['e'] } },
      'a/ab',
    ],
    [
      'the later type on a tie',
      { 'a/ab': { source: 'iana', extensions: ['e'] }, 'a/cd': { source: 'iana', extensions: ['e'] } },
      'a/cd',
    ],
  ])('prefers %s', (_rule, db, winner) => {
    expect(buildMimeRegistry(db).typeOf('e')).toBe(winner);
  });
});
