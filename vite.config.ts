import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { curlconverterBashParser } from './scripts/bash-parser/vite-plugin.ts';
import { buildDirs, portableBasePath } from './scripts/build-dirs.js';
import { emojiNames, emojiNamesChunkFile } from './scripts/emoji-names/vite-plugin.ts';
import { ouiVendors } from './scripts/oui/vite-plugin.ts';
import { toolIconSprite } from './scripts/tool-icons/vite-plugin.ts';
import { toolInputs } from './scripts/tool-inputs/vite-plugin.ts';
import { resolveBuildConfig } from './src/config/build-time.ts';
import type { AppConfig } from './src/config/schema.ts';

/** A stand-in module for a dependency of html-minifier-terser that the browser build leaves out. */
const htmlMinifierShim = (name: string) =>
  join(import.meta.dirname, 'src/tools/html-css-js-formatter/shims', `${name}.ts`);

/** Writes what the steps after the bundle need of the configuration (scripts/build-dirs.js). */
function siteConfig(config: AppConfig, file: string): Plugin {
  const { isTrackerEnabled, apiHost } = config.plausible;
  return {
    name: 'it-tools:site-config',
    apply: 'build',
    writeBundle() {
      mkdirSync(dirname(file), { recursive: true });
      const analyticsOrigin = isTrackerEnabled && URL.canParse(apiHost) ? new URL(apiHost).origin : null;
      writeFileSync(file, `${JSON.stringify({ baseUrl: config.app.baseUrl, analyticsOrigin }, null, 2)}\n`);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const config = resolveBuildConfig(import.meta.dirname, command === 'build');
  const dirs = buildDirs();
  // A build is made once for any base path (see scripts/build-dirs.js); the dev server uses the configured one.
  const base = command === 'build' ? portableBasePath : config.app.baseUrl;
  return {
    base,
    plugins: [
      toolIconSprite({ root: import.meta.dirname }),
      ouiVendors(),
      emojiNames(),
      toolInputs({ root: import.meta.dirname }),
      curlconverterBashParser(),
      ...(isSsrBuild ? [] : [siteConfig(config, dirs.siteConfig)]),
    ],
    resolve: {
      alias: [
        // html-minifier-terser from its ES source, lighter by its clean-css and Node's url: the
        // formatter passes csso and terser as its minifiers (src/tools/html-css-js-formatter/shims).
        { find: /^clean-css$/, replacement: htmlMinifierShim('clean-css') },
        { find: /^url$/, replacement: htmlMinifierShim('url') },
      ],
    },
    // Dev servers running side by side each need their own dependency cache (VITE_CACHE_DIR).
    cacheDir: process.env.VITE_CACHE_DIR,
    // The dev server serves curlconverter as it is, so that its parser module can be replaced
    // (scripts/bash-parser/vite-plugin.ts); its CommonJS dependencies are bundled for the browser.
    optimizeDeps: { exclude: ['curlconverter'], include: ['curlconverter > jsesc', 'curlconverter > yamljs'] },
    // VITE_NO_HMR=1: no reloads while browser tests run and other files change.
    server: { hmr: process.env.VITE_NO_HMR ? false : undefined },
    define: { __APP_CONFIG__: JSON.stringify({ ...config, app: { ...config.app, baseUrl: base } }) },
    worker: {
      format: 'es',
      // The emoji picker's search worker reads the same names chunk as its page, under the same name.
      plugins: () => [emojiNames(), curlconverterBashParser()],
      rollupOptions: {
        output: { chunkFileNames: (chunk) => emojiNamesChunkFile(chunk) ?? 'assets/[name]-[hash].js' },
      },
    },
    build: {
      // DIST_DIR: a second build side by side (the browser tests' build with analytics and banner on).
      outDir: isSsrBuild ? dirs.prerender : dirs.portableSite,
      emptyOutDir: true,
      manifest: !isSsrBuild,
      rollupOptions: {
        output: {
          // A tool's words in a language (src/tools/<slug>/locales/de.json) are named after the tool,
          // not like the shell's locale files (assets/de-<hash>.js).
          chunkFileNames: (chunk) => {
            const emojiNamesFile = emojiNamesChunkFile(chunk);
            if (emojiNamesFile) return emojiNamesFile;
            const toolWords = /\/src\/tools\/([^/]+)\/locales\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return toolWords ? `assets/${toolWords[1]}.${toolWords[2]}-[hash].js` : 'assets/[name]-[hash].js';
          },
          // src/lib's shared words in a language (src/lib/words/<area>.de.json) travel as one chunk,
          // assets/words.de-<hash>.js: one request with a tool's first page in that language.
          codeSplitting: {
            groups: [
              {
                name: (id: string) => {
                  const language = /\/src\/lib\/words\/(?:[\w-]+\.)?(\w+)\.json$/.exec(id)?.[1];
                  return language && language !== 'en' ? `words.${language}` : null;
                },
              },
            ],
          },
        },
        onwarn(warning, warn) {
          // Mantine marks its modules "use client" for server-component frameworks; meaningless here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
});
