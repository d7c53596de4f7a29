import { describe, expect, expectTypeOf, it } from 'vitest';
import { ConfigError, loadConfig, loadConfigWithSchema, type ConfigIssue, type ConfigSources } from './load.ts';
import type { AppConfig } from './schema.ts';

const DEFAULTS: AppConfig = {
  app: { version: '0.0.0', lastCommitSha: '', baseUrl: '/', env: 'development' },
  plausible: { isTrackerEnabled: false, domain: '', apiHost: '', trackLocalhost: false },
  showBanner: false,
};

function issuesOf(load: () => unknown): readonly ConfigIssue[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.issues;
    }
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig defaults', () => {
  it.each<[string, ConfigSources | undefined]>([
    ['no sources at all', undefined],
    ['empty sources', {}],
    ['empty env and file', { env: {}, file: {} }],
    ['unrelated environment variables', { env: { PATH: '/bin', VITE_OTHER: 'x' } }],
    ['environment variables explicitly undefined', { env: { VITE_APP_ENV: undefined, VITE_SHOW_BANNER: undefined } }],
    ['empty file groups', { file: { app: {}, plausible: {} } }],
  ])('gives every default with %s', (_label, sources) => {
    expect(loadConfig(sources)).toEqual(DEFAULTS);
  });

  it('types the result as the nested AppConfig', () => {
    const config = loadConfig();
    expectTypeOf(config).toEqualTypeOf<AppConfig>();
    expectTypeOf(config.app.env).toEqualTypeOf<'production' | 'development' | 'preview' | 'test'>();
    expectTypeOf(config.plausible.isTrackerEnabled).toEqualTypeOf<boolean>();
    expectTypeOf(config.showBanner).toEqualTypeOf<boolean>();
  });
});

describe('loadConfig precedence: environment > file > default', () => {
  it.each<[string, ConfigSources, AppConfig['app']['env']]>([
    ['default only', {}, 'development'],
    ['file over default', { file: { app: { env: 'preview' } } }, 'preview'],
    ['environment over default', { env: { VITE_APP_ENV: 'test' } }, 'test'],
    ['environment over file', { env: { VITE_APP_ENV: 'production' }, file: { app: { env: 'preview' } } }, 'production'],
    [
      'undefined environment falls back to file',
      { env: { VITE_APP_ENV: undefined }, file: { app: { env: 'preview' } } },
      'preview',
    ],
  ])('%s', (_label, sources, expected) => {
    expect(loadConfig(sources).app.env).toBe(expected);
  });

  it('treats an empty environment string as a value, not as absent', () => {
    const config = loadConfig({
      env: { VITE_APP_VERSION: '', BASE_URL: '', VITE_SHOW_BANNER: '' },
      file: { app: { version: '1.2.3', baseUrl: '/tools/' }, showBanner: true },
    });
    expect(config.app.version).toBe('');
    expect(config.app.baseUrl).toBe('');
    expect(config.showBanner).toBe(false);
  });

  it('reads every key from its environment variable', () => {
    const config = loadConfig({
      env: {
        VITE_APP_VERSION: '2026.01.05-ab12cd3',
        VITE_LAST_COMMIT_SHA: 'ab12cd3ef',
        BASE_URL: '/it-tools/',
        VITE_APP_ENV: ' production ',
        VITE_TRACKER_ENABLED: ' TRUE ',
        VITE_PLAUSIBLE_DOMAIN: 'it-tools.example',
        VITE_PLAUSIBLE_API_HOST: 'https://plausible.example',
        VITE_PLAUSIBLE_TRACK_LOCALHOST: 'True',
        VITE_SHOW_BANNER: 'yes',
      },
    });
    expect(config).toEqual({
      app: { version: '2026.01.05-ab12cd3', lastCommitSha: 'ab12cd3ef', baseUrl: '/it-tools/', env: 'production' },
      plausible: {
        isTrackerEnabled: true,
        domain: 'it-tools.example',
        apiHost: 'https://plausible.example',
        trackLocalhost: true,
      },
      showBanner: false,
    });
  });

  it('reads every key from the file', () => {
    const file = {
      app: { version: '1.0.0', lastCommitSha: 'abc', baseUrl: '/x/', env: 'preview' },
      plausible: { isTrackerEnabled: true, domain: 'd', apiHost: 'h', trackLocalhost: true },
      showBanner: true,
    };
    expect(loadConfig({ file })).toEqual(file);
  });
});

describe('loadConfig validation', () => {
  it.each<[string, ConfigSources, ConfigIssue]>([
    [
      'enum from the environment',
      { env: { VITE_APP_ENV: 'staging' } },
      {
        key: 'app.env',
        reason: 'must be one of production, development, preview, test (got "staging" from VITE_APP_ENV)',
        source: 'VITE_APP_ENV',
      },
    ],
    [
      'enum from the file',
      { file: { app: { env: 'staging' } } },
      {
        key: 'app.env',
        reason: 'must be one of production, development, preview, test (got "staging" from config file)',
        source: 'config file',
      },
    ],
    [
      'boolean given text in the file',
      { file: { showBanner: 'true' } },
      { key: 'showBanner', reason: 'must be a boolean (got "true" from config file)', source: 'config file' },
    ],
    [
      'string given a number in the file',
      { file: { plausible: { domain: 42 } } },
      { key: 'plausible.domain', reason: 'must be a string (got 42 from config file)', source: 'config file' },
    ],
    [
      'unknown top-level key in the file',
      { file: { showBaner: true } },
      { key: 'showBaner', reason: 'is not a known configuration key (in config file)', source: 'config file' },
    ],
    [
      'unknown nested key in the file',
      { file: { plausible: { enabled: true } } },
      { key: 'plausible.enabled', reason: 'is not a known configuration key (in config file)', source: 'config file' },
    ],
    [
      'inherited member name used as a key',
      { file: JSON.parse('{"__proto__": {"polluted": true}}') },
      { key: '__proto__', reason: 'is not a known configuration key (in config file)', source: 'config file' },
    ],
    [
      'nested key under a setting',
      { file: { showBanner: { enabled: true } } },
      { key: 'showBanner', reason: 'must be a boolean (got {"enabled":true} from config file)', source: 'config file' },
    ],
    [
      'group given a plain value',
      { file: { app: 'production' } },
      {
        key: 'app',
        reason: 'must be a group of settings (an object) (got "production" from config file)',
        source: 'config file',
      },
    ],
    [
      'file that is not an object',
      { file: ['app'] },
      { key: 'config file', reason: 'must be an object (got ["app"] from config file)', source: 'config file' },
    ],
    [
      'file that is null',
      { file: null },
      { key: 'config file', reason: 'must be an object (got null from config file)', source: 'config file' },
    ],
  ])('reports %s', (_label, sources, expected) => {
    expect(issuesOf(() => loadConfig(sources))).toEqual([expected]);
  });

  it('reports a bad file value even when the environment overrides it', () => {
    const issues = issuesOf(() =>
      loadConfig({ env: { VITE_APP_ENV: 'production' }, file: { app: { env: 'staging' } } }),
    );
    expect(issues.map(({ key, source }) => [key, source])).toEqual([['app.env', 'config file']]);
  });

  it('collects every non-compliant key into one ConfigError', () => {
    let caught: unknown;
    try {
      loadConfig({
        env: { VITE_APP_ENV: 'staging' },
        file: { showBanner: 'yes', plausible: { apiHost: false, extra: 1 } },
      });
    } catch (error) {
      caught = error;
    }

    expect(caught).toBeInstanceOf(ConfigError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as ConfigError;
    expect(error.name).toBe('ConfigError');
    expect(error.issues.map((issue) => issue.key)).toEqual([
      'plausible.extra',
      'app.env',
      'plausible.apiHost',
      'showBanner',
    ]);
    expect(error.message).toBe(
      'Invalid configuration: ' +
        'plausible.extra is not a known configuration key (in config file); ' +
        'app.env must be one of production, development, preview, test (got "staging" from VITE_APP_ENV); ' +
        'plausible.apiHost must be a string (got false from config file); ' +
        'showBanner must be a boolean (got "yes" from config file)',
    );
  });
});

describe('loadConfigWithSchema: all seven formats', () => {
  const schema = {
    name: { format: 'string', default: 'n', env: 'NAME' },
    enabled: { format: 'boolean', default: false, env: 'ENABLED' },
    level: { format: 'enum', values: ['low', 'high'], default: 'low', env: 'LEVEL' },
    limits: {
      retries: { format: 'integer', default: 3, env: 'RETRIES' },
      ratio: { format: 'float', default: 0.5, env: 'RATIO' },
    },
    tags: { format: 'array', default: ['a'], env: 'TAGS' },
    extra: { format: 'any', default: null, env: 'EXTRA' },
    fileOnly: { format: 'integer', default: 0 },
  } as const;

  it('types each value from its format', () => {
    const config = loadConfigWithSchema(schema);
    expectTypeOf(config.name).toEqualTypeOf<string>();
    expectTypeOf(config.enabled).toEqualTypeOf<boolean>();
    expectTypeOf(config.level).toEqualTypeOf<'low' | 'high'>();
    expectTypeOf(config.limits.retries).toEqualTypeOf<number>();
    expectTypeOf(config.limits.ratio).toEqualTypeOf<number>();
    expectTypeOf(config.tags).toEqualTypeOf<string[]>();
    expectTypeOf(config.extra).toEqualTypeOf<unknown>();
  });

  it('gives defaults', () => {
    expect(loadConfigWithSchema(schema)).toEqual({
      name: 'n',
      enabled: false,
      level: 'low',
      limits: { retries: 3, ratio: 0.5 },
      tags: ['a'],
      extra: null,
      fileOnly: 0,
    });
  });

  it('converts environment text for each format', () => {
    const config = loadConfigWithSchema(schema, {
      env: { NAME: ' x ', ENABLED: 'TRUE', LEVEL: 'high ', RETRIES: ' -2 ', RATIO: '1e-2', TAGS: 'b, c', EXTRA: '' },
    });
    expect(config).toEqual({
      name: ' x ',
      enabled: true,
      level: 'high',
      limits: { retries: -2, ratio: 0.01 },
      tags: ['b', 'c'],
      extra: '',
      fileOnly: 0,
    });
  });

  it('turns empty environment text into an empty list', () => {
    expect(loadConfigWithSchema(schema, { env: { TAGS: '' }, file: { tags: ['from-file'] } }).tags).toEqual([]);
  });

  it('accepts typed file values for each format, including null for "any"', () => {
    const file = {
      name: 'f',
      enabled: true,
      level: 'high',
      limits: { retries: 7, ratio: 2 },
      tags: [],
      extra: null,
      fileOnly: 9,
    };
    expect(loadConfigWithSchema(schema, { file, env: {} })).toEqual(file);
  });

  it('keeps a file null for "any" instead of falling back to the default', () => {
    const withObjectDefault = { extra: { format: 'any', default: { x: 1 } } } as const;
    expect(loadConfigWithSchema(withObjectDefault, { file: { extra: null } }).extra).toBeNull();
  });

  it('reports each format failure, from both sources, in one error', () => {
    const issues = issuesOf(() =>
      loadConfigWithSchema(schema, {
        env: { LEVEL: 'medium', RETRIES: '2.5', RATIO: 'half' },
        file: { name: 1, enabled: 'on', limits: { retries: 1.5, ratio: '0.3' }, tags: 'a,b', fileOnly: '9' },
      }),
    );
    expect(issues.map(({ key, reason }) => `${key} ${reason}`)).toEqual([
      'name must be a string (got 1 from config file)',
      'enabled must be a boolean (got "on" from config file)',
      'level must be one of low, high (got "medium" from LEVEL)',
      'limits.retries must be an integer (got 1.5 from config file)',
      'limits.retries must be an integer (got "2.5" from RETRIES)',
      'limits.ratio must be a number (got "0.3" from config file)',
      'limits.ratio must be a number (got "half" from RATIO)',
      'tags must be a list of strings (got "a,b" from config file)',
      'fileOnly must be an integer (got "9" from config file)',
    ]);
  });

  it('ignores environment variables for keys that declare none', () => {
    expect(loadConfigWithSchema(schema, { env: { fileOnly: '5', FILEONLY: '5' } }).fileOnly).toBe(0);
  });

  it('returns a fresh list each time, so callers cannot alter the default', () => {
    const first = loadConfigWithSchema(schema);
    first.tags.push('mutated');
    expect(loadConfigWithSchema(schema).tags).toEqual(['a']);
    expect(schema.tags.default).toEqual(['a']);
  });
});
