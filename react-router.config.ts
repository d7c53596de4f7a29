import type { Config } from '@react-router/dev/config';

// Static site: no server at run time. Every route known at build time is prerendered to HTML
// (see routes.ts), and unknown paths get the SPA fallback page, which renders the not-found route.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: { paths: true, concurrency: 4 },
} satisfies Config;
