import type { Config } from '@react-router/dev/config';
import { resolveBuildConfig } from './src/config/build-time';

// Static site: no server at run time. Every route known at build time is prerendered to HTML
// (see src/routes.ts), and unknown paths get the SPA fallback page, which renders the not-found
// route in the browser.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  basename: resolveBuildConfig(import.meta.dirname, false).app.baseUrl,
  ssr: false,
  prerender: {
    paths: ({ getStaticPaths }) => getStaticPaths(),
    concurrency: 4,
  },
} satisfies Config;
