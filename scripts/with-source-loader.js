// Loads the app's TypeScript sources in Node, as the unit tests do, through a Vite server of its
// own (no config file, no dev server): the command line's manifest and the build's tool index read
// the tools' declarations this way.
import { createServer } from 'vite';

/** Runs `work(load)` where `load(url)` imports a source module (`/src/tools/…`), then closes the server. */
export async function withSourceLoader(root, work) {
  const server = await createServer({
    root,
    configFile: false,
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
