import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './load.ts';
import type { AppConfig } from './schema.ts';
import { buildVersionLabel } from './version.ts';

export const configFileName = 'it-tools.config.json';

function readConfigFile(root: string): unknown {
  const path = join(root, configFileName);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function shortCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/**
 * The configuration a build (or the dev server) starts with: environment over the config file
 * over defaults. A production build labels its version `year.month.day-shortcommit` unless the
 * environment names one. An invalid configuration throws, which stops start-up with the list
 * of every non-compliant key.
 */
export function resolveBuildConfig(root: string, isProductionBuild: boolean): AppConfig {
  const env: Record<string, string | undefined> = { ...process.env };
  // The Docker image's name for the base path (deploy/start.sh) works for a build too.
  env.BASE_URL ??= env.BASE_PATH;
  if (isProductionBuild) {
    const sha = env.VITE_LAST_COMMIT_SHA ?? shortCommit();
    env.VITE_LAST_COMMIT_SHA ??= sha;
    env.VITE_APP_VERSION ??= buildVersionLabel(new Date(), sha.slice(0, 7));
    env.VITE_APP_ENV ??= 'production';
  }
  return loadConfig({ env, file: readConfigFile(root) });
}
