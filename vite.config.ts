import { defineConfig } from 'vite';
import { resolveBuildConfig } from './src/config/build-time.ts';

export default defineConfig(({ command, isSsrBuild }) => {
  const config = resolveBuildConfig(import.meta.dirname, command === 'build');
  return {
    base: config.app.baseUrl,
    define: { __APP_CONFIG__: JSON.stringify(config) },
    worker: { format: 'es' },
    build: {
      outDir: isSsrBuild ? 'dist/prerender' : 'dist/client',
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
