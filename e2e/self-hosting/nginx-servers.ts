import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const firstPort = Number(process.env.E2E_NGINX_PORT ?? 4319);

// DIST_DIR: a build side by side with the usual one (scripts/build-dirs.js).
export const appDir = resolve(import.meta.dirname, '..', '..', process.env.DIST_DIR ?? 'dist', 'portable');

/** The start-up script's environment for a site at `base` on `port`, with `choices`. */
export const startEnv = (base: string, port: number, choices: Record<string, string> = {}) => ({
  APP_DIR: appDir,
  RUN_DIR: `/tmp/it-tools-e2e-nginx-${port}`,
  PORT: String(port),
  BASE_PATH: base,
  // The test runner's output is no terminal nginx could write to.
  ACCESS_LOG: 'off',
  ...choices,
});

const served = (base: string, port: number, choices?: Record<string, string>) => ({
  base,
  port,
  origin: `http://127.0.0.1:${port}`,
  command: 'sh deploy/start.sh',
  env: startEnv(base, port, choices),
});

/** The portable build, served by deploy/start.sh as the Docker image does, once per base path. */
export const nginxServers = [served('/', firstPort), served('/tools/', firstPort + 1)];

/** The site as its host chose it at start-up: tools left out, defaults (e2e/self-hosting/site-choices.e2e.ts). */
export const choicesServer = served('/choices/', firstPort + 2, {
  TOOLS_EXCLUDE: 'jwt-parser, math',
  DEFAULTS_FILE: resolve(import.meta.dirname, 'defaults.json'),
});

/** nginx as Debian installs it (CI installs it: scripts/test-all.sh). */
export const isNginxInstalled = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
