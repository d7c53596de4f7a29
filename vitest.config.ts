import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { curlconverterBashParser } from './scripts/bash-parser/vite-plugin.ts';

const root = import.meta.dirname;
const testFiles = ['src', 'scripts', 'packages/cli/src'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file))),
);
// A file that changes what other files would see (the language, the environment variables, the clock, a module
// mocked) gets a fresh module graph. The others share one per worker, which saves most of the run's
// importing: plain logic in Node, and the component tests in one jsdom per worker (cleaned after
// each test, see setup-dom.ts).
const changesGlobals = (file: string) =>
  /changeLocale\(|process\.env\.TZ|vi\.(stubEnv|stubGlobal|useFakeTimers|mock)\(/.test(
    readFileSync(join(root, file), 'utf8'),
  );
const needsDom = (file: string) => /@vitest-environment jsdom/.test(readFileSync(join(root, file), 'utf8'));

export default defineConfig({
  // The curl converter's parser on web-tree-sitter, as on the page and the command line.
  plugins: [curlconverterBashParser()],
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup-dom.ts'],
    // Through Vite, so that the plugin above gives curlconverter its parser.
    server: { deps: { inline: ['curlconverter'] } },
    // Vitest would leave one of two cores idle.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: testFiles.filter(changesGlobals) } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: testFiles.filter((file) => !changesGlobals(file) && needsDom(file)),
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: testFiles.filter((file) => !changesGlobals(file) && !needsDom(file)),
          isolate: false,
        },
      },
    ],
  },
});
