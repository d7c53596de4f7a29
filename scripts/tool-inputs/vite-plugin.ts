// `import toolInputs from 'virtual:tool-inputs'` gives, for every tool, the operations that take
// text (the kind and field of that text) and its outputs' kinds and labels, read from the tools'
// declarations (src/tools/<slug>/operations.ts) when the app is built: "Send to…" and the
// pasted-data suggestions find the tools that take a value from it without loading any tool's code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { messagesTranslator, type Messages, type Translate } from '../../src/i18n/translate.ts';
import { inputIndex, type ToolInputs } from '../../src/lib/operation/tool-inputs.ts';

const moduleId = 'virtual:tool-inputs';
const resolvedId = `\0${moduleId}`;

type LoadModule = (url: string) => Promise<Record<string, unknown>>;

async function readIndex(root: string, load: LoadModule): Promise<ToolInputs> {
  const toolsDir = join(root, 'src', 'tools');
  const declarations: Record<string, unknown> = {};
  const english: Record<string, Translate> = {};
  for (const slug of readdirSync(toolsDir)) {
    if (!existsSync(join(toolsDir, slug, 'operations.ts'))) continue;
    declarations[slug] = (await load(`/src/tools/${slug}/operations.ts`)).operations;
    const catalogue = JSON.parse(readFileSync(join(toolsDir, slug, 'locales', 'en.json'), 'utf8')) as Messages;
    english[slug] = messagesTranslator(catalogue);
  }
  return inputIndex(declarations, (slug, key) => english[slug](key));
}

/** Reads the declarations through a server of its own, for a build. */
async function readIndexOnce(root: string): Promise<ToolInputs> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await readIndex(root, (url) => server.ssrLoadModule(url));
  } finally {
    await server.close();
  }
}

export function toolInputs({ root }: { root: string }): Plugin {
  let devServer: ViteDevServer | undefined;
  let serverBuild = false;
  let built: Promise<ToolInputs> | undefined;
  return {
    name: 'tool-inputs',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      devServer = server;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      // The prerender sends nothing anywhere: its build need not read the declarations.
      if (serverBuild) return 'export default {};';
      const index = devServer
        ? await readIndex(root, (url) => devServer!.ssrLoadModule(url))
        : await (built ??= readIndexOnce(root));
      return `export default ${JSON.stringify(index)};`;
    },
  };
}
