// `import toolInputs from 'virtual:tool-inputs'` gives, for every tool, the operations that take
// text (the kind and field of that text) and its outputs' kinds and labels, read from the tools'
// declarations (src/tools/<slug>/operations.ts) when the app is built: "Send to…" and the
// pasted-data suggestions find the tools that take a value from it without loading any tool's code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { withSourceLoader } from '../with-source-loader.js';
import { locales } from '../../src/i18n/locales.ts';
import { messagesTranslator, type Messages, type Translate } from '../../src/i18n/translate.ts';
import { namedExamples, type NamedExample } from '../../src/lib/operation/tool-examples.ts';
import { inputIndex, type ToolInputs } from '../../src/lib/operation/tool-inputs.ts';
import { toolOptionsIndex, type ToolOptions } from '../../src/lib/operation/tool-options.ts';

const moduleId = 'virtual:tool-inputs';
const resolvedId = `\0${moduleId}`;
// `virtual:tool-examples`: by slug, the loader of a tool's named examples (a chunk each), for its
// page's "Examples" menu.
const examplesId = 'virtual:tool-examples';
// `virtual:tool-options`: by slug, the options a settings file may carry (the settings page).
const optionsId = 'virtual:tool-options';
// Beside the portable site (never served): every tool's category, old addresses and options, for
// deploy/start.sh to check the site's choices against.
const siteToolsFile = 'site-tools.json';

type LoadModule = (url: string) => Promise<Record<string, unknown>>;

/** What the two modules are made of, read from the declarations. */
interface Declared {
  index: ToolInputs;
  examples: Record<string, NamedExample[]>;
  options: ToolOptions;
  siteTools: SiteTools;
}

/** What deploy/start.sh checks the site's choices against: the languages, and by slug a tool's category, old addresses and options. */
interface SiteTools {
  locales: readonly string[];
  tools: Record<string, { category: string; redirectFrom: string[]; options: ToolOptions[string] }>;
}

interface RegisteredTool {
  slug: string;
  category: string;
  redirectFrom?: string[];
}

async function readDeclared(root: string, load: LoadModule): Promise<Declared> {
  const toolsDir = join(root, 'src', 'tools');
  const registry = (await load('/src/tools/index.ts')).tools as RegisteredTool[];
  const declarations: Record<string, unknown> = {};
  const english: Record<string, Translate> = {};
  const examples: Record<string, NamedExample[]> = {};
  for (const slug of readdirSync(toolsDir)) {
    if (!existsSync(join(toolsDir, slug, 'operations.ts'))) continue;
    declarations[slug] = (await load(`/src/tools/${slug}/operations.ts`)).operations;
    const catalogue = JSON.parse(readFileSync(join(toolsDir, slug, 'locales', 'en.json'), 'utf8')) as Messages;
    english[slug] = messagesTranslator(catalogue);
    const named = namedExamples(declarations[slug], english[slug]);
    if (named.length > 0) examples[slug] = named;
  }
  const options = toolOptionsIndex(declarations);
  const siteTools: SiteTools = {
    locales,
    tools: Object.fromEntries(
      registry.map((tool) => [
        tool.slug,
        { category: tool.category, redirectFrom: tool.redirectFrom ?? [], options: options[tool.slug] ?? {} },
      ]),
    ),
  };
  return { index: inputIndex(declarations, (slug, key) => english[slug](key)), examples, options, siteTools };
}

/** Reads the declarations through a server of its own, for a build. */
const readDeclaredOnce = (root: string): Promise<Declared> =>
  withSourceLoader(root, (load) => readDeclared(root, load));

export function toolInputs({ root }: { root: string }): Plugin {
  let devServer: ViteDevServer | undefined;
  let serverBuild = false;
  let built: Promise<Declared> | undefined;
  const declared = () =>
    devServer ? readDeclared(root, (url) => devServer!.ssrLoadModule(url)) : (built ??= readDeclaredOnce(root));
  return {
    name: 'tool-inputs',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      devServer = server;
    },
    resolveId(id) {
      if (id === moduleId || id === examplesId || id === optionsId || id.startsWith(`${examplesId}/`)) return `\0${id}`;
      return undefined;
    },
    async writeBundle({ dir }) {
      if (serverBuild || !dir) return;
      writeFileSync(join(dir, '..', siteToolsFile), `${JSON.stringify((await declared()).siteTools, null, 1)}\n`);
    },
    async load(id) {
      if (!id.startsWith('\0virtual:tool-')) return undefined;
      // The prerender sends nothing anywhere and fills in no example: it need not read the declarations.
      if (serverBuild) return 'export default {};';
      const { index, examples, options } = await declared();
      if (id === resolvedId) return `export default ${JSON.stringify(index)};`;
      if (id === `\0${optionsId}`) return `export default ${JSON.stringify(options)};`;
      if (id === `\0${examplesId}`) {
        const loaders = Object.keys(examples).map(
          (slug) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(`${examplesId}/${slug}`)})`,
        );
        return `export default {${loaders.join(',')}};`;
      }
      const slug = id.slice(`\0${examplesId}/`.length);
      return `export default ${JSON.stringify(examples[slug] ?? [])};`;
    },
  };
}
