// `import vendors from 'virtual:oui-vendors'` gives the folder of the vendor registry's split files
// (scripts/oui/shards.ts) and the manifest to find one in. The client build writes the files as
// assets under a folder named by their hash (cached for good, replaced whole when oui-data
// changes); the dev server serves them from memory. The page fetches a file when it needs it:
// they are not bundled into any chunk.
import type { Plugin } from 'vite';
import { buildVendorFiles, readVendorRecords } from './shards.ts';

const moduleId = 'virtual:oui-vendors';
const resolvedId = `\0${moduleId}`;

export function ouiVendors(): Plugin {
  let base = '/';
  let serverBuild = false;
  let built: ReturnType<typeof buildVendorFiles> | undefined;
  // Split once per process, on first use: about a second, and only builds that import it pay.
  const vendorFiles = () => (built ??= buildVendorFiles(readVendorRecords()));
  const folder = () => `assets/oui-${vendorFiles().hash}/`;

  return {
    name: 'oui-vendors',
    configResolved(config) {
      base = config.base;
      serverBuild = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // The prerender renders no lookup (they run in effects): it need not split the registry.
      const vendors = serverBuild
        ? { folder: base, lookupPrefixes: [], nameKeys: [], stopWords: [] }
        : { folder: base + folder(), ...vendorFiles().manifest };
      return `export default ${JSON.stringify(vendors)};`;
    },
    generateBundle(_options, bundle) {
      // Only a bundle that uses the registry gets its files, and the prerender (server) build never fetches them.
      if (serverBuild) return;
      if (!Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(resolvedId)))
        return;
      for (const [path, source] of vendorFiles().files)
        this.emitFile({ type: 'asset', fileName: folder() + path, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(base + 'assets/oui-')) return next();
        const source = vendorFiles().files.get(path.slice((base + folder()).length));
        if (source === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(source);
      });
    },
  };
}
