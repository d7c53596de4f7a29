import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface EnabledBuild {
  /** Build folder, holding client/ like dist/. */
  dist: string;
  /** Port the browser tests serve it on. */
  port: number;
  /** The configuration it is built with (environment variables, see src/config/schema.ts). */
  env: Record<string, string>;
}

const root = join(import.meta.dirname, '..');

/**
 * The second production build, with analytics and the follow banner on (`npm run build:e2e-enabled`).
 * Its settings live in a JSON file because the build script, plain Node, reads them too.
 */
export const enabledBuild: EnabledBuild = JSON.parse(
  readFileSync(join(root, 'scripts', 'e2e-enabled-build.json'), 'utf8'),
);

export const isEnabledBuildPresent = () => existsSync(join(root, enabledBuild.dist, 'client', 'index.html'));

/** Where that build sends analytics events. */
export const analyticsEndpoint = `${enabledBuild.env.VITE_PLAUSIBLE_API_HOST}/api/event`;
