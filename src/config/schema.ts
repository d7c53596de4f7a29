import type { ConfigSchema, ConfigValues } from './schema-types.ts';

export const APP_ENVIRONMENTS = ['production', 'development', 'preview', 'test'] as const;

export const configSchema = {
  app: {
    version: { format: 'string', default: '0.0.0', env: 'VITE_APP_VERSION' },
    lastCommitSha: { format: 'string', default: '', env: 'VITE_LAST_COMMIT_SHA' },
    baseUrl: { format: 'string', default: '/', env: 'BASE_URL' },
    env: { format: 'enum', values: APP_ENVIRONMENTS, default: 'development', env: 'VITE_APP_ENV' },
  },
  plausible: {
    isTrackerEnabled: { format: 'boolean', default: false, env: 'VITE_TRACKER_ENABLED' },
    domain: { format: 'string', default: '', env: 'VITE_PLAUSIBLE_DOMAIN' },
    apiHost: { format: 'string', default: '', env: 'VITE_PLAUSIBLE_API_HOST' },
    trackLocalhost: { format: 'boolean', default: false, env: 'VITE_PLAUSIBLE_TRACK_LOCALHOST' },
  },
  showBanner: { format: 'boolean', default: false, env: 'VITE_SHOW_BANNER' },
} as const satisfies ConfigSchema;

export type AppConfig = ConfigValues<typeof configSchema>;
