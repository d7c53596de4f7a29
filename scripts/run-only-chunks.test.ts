import { describe, expect, it } from 'vitest';
import { runOnlyChunkFiles } from './run-only-chunks.js';

// sql-prettify's operation loads './sql-prettify' in `run`; its page works in a worker.
const runModule = 'src/tools/sql-prettify/sql-prettify.ts';

function manifestWith(pageImports: string[]) {
  return {
    'index.html': { file: 'assets/main.js', isEntry: true, dynamicImports: ['src/tools/sql-prettify/SqlPrettify.tsx'] },
    'src/tools/sql-prettify/SqlPrettify.tsx': {
      file: 'assets/SqlPrettify.js',
      isDynamicEntry: true,
      imports: pageImports,
      dynamicImports: [runModule],
    },
    [runModule]: { file: 'assets/sql-prettify.js', isDynamicEntry: true, imports: ['_formatter.js'] },
    '_formatter.js': { file: 'assets/formatter.js' },
  };
}

describe('runOnlyChunkFiles', () => {
  it('names the chunks only an operation run reaches, and what they alone import', () => {
    expect(runOnlyChunkFiles(manifestWith([])).sort()).toEqual(['assets/formatter.js', 'assets/sql-prettify.js']);
  });

  it('keeps a chunk a page also imports', () => {
    expect(runOnlyChunkFiles(manifestWith(['_formatter.js']))).toEqual(['assets/sql-prettify.js']);
  });
});
