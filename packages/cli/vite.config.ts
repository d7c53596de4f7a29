// The command line's build (see scripts/build.js): for Node 20, every library bundled in, a chunk
// per tool so that an operation loads its own code only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { ouiVendors } from '../../scripts/oui/vite-plugin.ts';

const cliRoot = import.meta.dirname;
const { version } = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: join(cliRoot, '..', '..'),
  logLevel: 'warn',
  publicDir: false,
  // The vendor registry is read by the page only (those operations are browser-only): a server
  // build of it is empty.
  plugins: [ouiVendors()],
  define: { __CLI_VERSION__: JSON.stringify(version) },
  build: {
    ssr: join(cliRoot, 'src', 'cli.ts'),
    outDir: join(cliRoot, 'dist'),
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    rollupOptions: {
      output: { entryFileNames: 'cli.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
