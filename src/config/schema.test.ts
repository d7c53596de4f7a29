import { describe, expect, it } from 'vitest';
import { checkFileValue } from './convert.ts';
import { configSchema } from './schema.ts';
import { listSchemaKeys } from './schema-types.ts';

const keys = listSchemaKeys(configSchema);

describe('configSchema', () => {
  it('declares each key with its format, default and environment variable', () => {
    const summary = keys.map(({ key, declaration }) => [key, declaration.format, declaration.default, declaration.env]);
    expect(summary).toEqual([
      ['app.version', 'string', '0.0.0', 'VITE_APP_VERSION'],
      ['app.lastCommitSha', 'string', '', 'VITE_LAST_COMMIT_SHA'],
      ['app.baseUrl', 'string', '/', 'BASE_URL'],
      ['app.env', 'enum', 'development', 'VITE_APP_ENV'],
      ['plausible.isTrackerEnabled', 'boolean', false, 'VITE_TRACKER_ENABLED'],
      ['plausible.domain', 'string', '', 'VITE_PLAUSIBLE_DOMAIN'],
      ['plausible.apiHost', 'string', '', 'VITE_PLAUSIBLE_API_HOST'],
      ['plausible.trackLocalhost', 'boolean', false, 'VITE_PLAUSIBLE_TRACK_LOCALHOST'],
      ['showBanner', 'boolean', false, 'VITE_SHOW_BANNER'],
    ]);
  });

  it('offers the four app environments', () => {
    expect(configSchema.app.env.values).toEqual(['production', 'development', 'preview', 'test']);
  });

  it.each(keys)('default of $key complies with its own format', ({ declaration }) => {
    expect(checkFileValue(declaration, declaration.default).ok).toBe(true);
  });

  it('uses each environment variable for one key only', () => {
    const names = keys.map(({ declaration }) => declaration.env);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('listSchemaKeys', () => {
  it('walks nested groups and tells a group named "format" from a declaration', () => {
    const schema = {
      top: { format: 'string', default: '' },
      outer: { inner: { format: { deep: { format: 'integer', default: 1 } } } },
    } as const;
    expect(listSchemaKeys(schema).map(({ key, path }) => [key, path])).toEqual([
      ['top', ['top']],
      ['outer.inner.format.deep', ['outer', 'inner', 'format', 'deep']],
    ]);
  });
});
