// The Vite configuration of scripts/with-source-loader.js: what the tools' sources need outside the
// app's build, as in vitest.config.ts (curlconverter's parser on web-tree-sitter, through Vite so
// that the plugin reaches it).
import { defineConfig } from 'vite';
import { curlconverterBashParser } from './bash-parser/vite-plugin.ts';

export default defineConfig({
  plugins: [curlconverterBashParser()],
  ssr: { noExternal: ['curlconverter'] },
});
