// Where a build's parts go. `npm run build` builds once, with a placeholder for the base path
// (dist/portable: what the Docker image ships and places at start-up, deploy/start.sh), then
// places a copy at the configured base path (dist/client: for static hosts and the tests).
import { join, resolve } from 'node:path';
import { portableBasePath } from './portable-base.js';

export { portableBasePath };

/** The build folder: `folder` (a script's argument), else DIST_DIR (a second build side by side), else dist. */
export function buildDirs(folder = process.env.DIST_DIR) {
  const dist = resolve(join(import.meta.dirname, '..'), folder ?? 'dist');
  const portable = join(dist, 'portable');
  return {
    dist,
    portable,
    /** The portable site: every page, asset and the service worker, base path still a placeholder. */
    portableSite: join(portable, 'client'),
    /** The prerender bundle, removed once the pages are written. */
    prerender: join(portable, 'prerender'),
    /** What the build knows that start-up needs: the base path asked for, the analytics host. */
    siteConfig: join(portable, 'site-config.json'),
    /** The security headers, for scripts/serve.js (JSON) and nginx (an include). */
    headersJson: join(portable, 'security-headers.json'),
    headersNginx: join(portable, 'security-headers.conf'),
    /** The site at its base path. */
    site: join(dist, 'client'),
  };
}
