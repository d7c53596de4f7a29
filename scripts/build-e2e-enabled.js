// The production build again, into its own folder, with the features that are off by default
// switched on (scripts/e2e-enabled-build.json): analytics, sending to a host the browser tests
// intercept and tracking 127.0.0.1, and the follow banner. Their browser tests run against it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const settings = JSON.parse(readFileSync(join(import.meta.dirname, 'e2e-enabled-build.json'), 'utf8'));
const env = { ...process.env, ...settings.env, DIST_DIR: settings.dist };

const { status } = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(status ?? 1);
