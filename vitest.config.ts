import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const testFiles = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file))),
);
// A file that runs in jsdom or changes what other files would see (the environment, the clock, a
// module mocked) gets a fresh module graph; the others, plain logic in Node, share one per worker,
// which saves most of the run's importing (the unit tests take a minute less).
const changesGlobals = (file: string) =>
  /@vitest-environment|process\.env\.TZ|vi\.(stubEnv|stubGlobal|useFakeTimers|mock)\(/.test(
    readFileSync(join(root, file), 'utf8'),
  );

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup-dom.ts'],
    projects: [
      { extends: true, test: { name: 'isolated', include: testFiles.filter(changesGlobals) } },
      {
        extends: true,
        test: { name: 'shared', include: testFiles.filter((file) => !changesGlobals(file)), isolate: false },
      },
    ],
  },
});
