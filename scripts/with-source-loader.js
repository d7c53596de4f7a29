// Loads the app's TypeScript sources in Node, as the unit tests do, through a Vite server of its
// own (scripts/source-loader.config.ts, no dev server): the command line's manifest and the build's tool index read
// the tools' declarations this way.
import { join } from 'node:path';
import { createServer } from 'vite';

/** Runs `work(load)` where `load(url)` imports a source module (`/src/tools/…`), then closes the server. */
export async function withSourceLoader(root, work) {
  const server = await createServer({
    root,
    configFile: join(import.meta.dirname, 'source-loader.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await work((url) => server.ssrLoadModule(url));
  } finally {
    await server.close();
  }
}
