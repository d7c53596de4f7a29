// The command line's build (see scripts/build.js): for Node 20, every library bundled in, a chunk
// per tool so that an operation loads its own code only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { curlconverterBashParser } from '../../scripts/bash-parser/vite-plugin.ts';
import { ouiVendors } from '../../scripts/oui/vite-plugin.ts';

const cliRoot = import.meta.dirname;

/**
 * css-tree (under csso, the formatter's CSS minifier) reads its syntax data and version from JSON
 * beside its modules (createRequire), which a bundle leaves behind: it takes the copies with the
 * data inlined that css-tree makes for browsers (its "browser" files) instead.
 */
function cssTreeInlinedData(): Plugin {
  return {
    name: 'it-tools:css-tree-inlined-data',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/css-tree/lib/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/\/css-tree\/lib\/(data|version)\.js$/.test(resolved.id)) return null;
      return resolved.id.replace(/\/lib\/(data|version)\.js$/, '/dist/$1.js');
    },
  };
}

const { version } = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: join(cliRoot, '..', '..'),
  logLevel: 'warn',
  publicDir: false,
  // The vendor registry is read by the page only (those operations are browser-only): a server
  // build of it is empty.
  // curlconverter's parser on web-tree-sitter, its WebAssembly inside the chunk (no native module).
  plugins: [ouiVendors(), curlconverterBashParser(), cssTreeInlinedData()],
  define: { __CLI_VERSION__: JSON.stringify(version) },
  // As in the page's build (vite.config.ts): html-minifier-terser with the formatter's stand-in for
  // clean-css, so the command line minifies HTML exactly as the page does (Node's own url stays).
  resolve: {
    alias: [
      // Mermaid (about 4 MB) draws only for mermaid-render, a browser-only operation.
      { find: /^mermaid$/, replacement: join(cliRoot, 'src', 'browser-only-library.ts') },
      {
        find: /^clean-css$/,
        replacement: join(cliRoot, '..', '..', 'src/tools/html-css-js-formatter/shims/clean-css.ts'),
      },
    ],
  },
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
