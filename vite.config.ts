import { defineConfig } from 'vite';
import { ouiVendors } from './scripts/oui/vite-plugin.ts';
import { toolIconSprite } from './scripts/tool-icons/vite-plugin.ts';
import { resolveBuildConfig } from './src/config/build-time.ts';

export default defineConfig(({ command, isSsrBuild }) => {
  const config = resolveBuildConfig(import.meta.dirname, command === 'build');
  return {
    base: config.app.baseUrl,
    plugins: [toolIconSprite({ root: import.meta.dirname }), ouiVendors()],
    // Dev servers running side by side each need their own dependency cache (VITE_CACHE_DIR).
    cacheDir: process.env.VITE_CACHE_DIR,
    // VITE_NO_HMR=1: no reloads while browser tests run and other files change.
    server: { hmr: process.env.VITE_NO_HMR ? false : undefined },
    define: { __APP_CONFIG__: JSON.stringify(config) },
    worker: { format: 'es' },
    build: {
      // DIST_DIR: a second build side by side (the browser tests' build with analytics and banner on).
      outDir: `${process.env.DIST_DIR ?? 'dist'}/${isSsrBuild ? 'prerender' : 'client'}`,
      emptyOutDir: true,
      manifest: !isSsrBuild,
      rollupOptions: {
        onwarn(warning, warn) {
          // Mantine marks its modules "use client" for server-component frameworks; meaningless here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
});
