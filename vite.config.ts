import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { resolveBuildConfig } from './src/config/build-time';

export default defineConfig(({ command }) => {
  const config = resolveBuildConfig(import.meta.dirname, command === 'build');
  return {
    base: config.app.baseUrl,
    define: { __APP_CONFIG__: JSON.stringify(config) },
    plugins: [reactRouter()],
    worker: { format: 'es' },
  };
});
