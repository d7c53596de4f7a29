import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const firstPort = Number(process.env.E2E_NGINX_PORT ?? 4319);

/** The portable build, served by deploy/start.sh as the Docker image does, once per base path. */
export const nginxServers = [
  { base: '/', port: firstPort },
  { base: '/tools/', port: firstPort + 1 },
].map((server) => ({
  ...server,
  origin: `http://127.0.0.1:${server.port}`,
  command: 'sh deploy/start.sh',
  env: {
    APP_DIR: resolve(import.meta.dirname, '..', '..', 'dist', 'portable'),
    RUN_DIR: `/tmp/it-tools-e2e-nginx-${server.port}`,
    PORT: String(server.port),
    BASE_PATH: server.base,
    // The test runner's output is no terminal nginx could write to.
    ACCESS_LOG: 'off',
  },
}));

/** nginx as Debian installs it (CI installs it: scripts/test-all.sh). */
export const isNginxInstalled = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
