import type { Messages } from '../../../src/i18n/translate';
import type { ToolOperations } from '../../../src/lib/operation/operation';

// Each tool's declaration and English words, a chunk per tool: running an operation loads its own
// tool's code and libraries only.
const declarations = import.meta.glob<ToolOperations>('../../../src/tools/*/operations.ts', { import: 'operations' });
const catalogues = import.meta.glob<Messages>('../../../src/tools/*/locales/en.json', { import: 'default' });

export interface ToolModule {
  operations: ToolOperations;
  catalogue: Messages;
}

/** The declaration and English catalogue of the tool `slug`. */
export async function loadTool(slug: string): Promise<ToolModule> {
  const loadOperations = declarations[`../../../src/tools/${slug}/operations.ts`];
  const loadCatalogue = catalogues[`../../../src/tools/${slug}/locales/en.json`];
  if (!loadOperations || !loadCatalogue) throw new Error(`No tool ${slug} in this build`);
  const [operations, catalogue] = await Promise.all([loadOperations(), loadCatalogue()]);
  return { operations, catalogue };
}
