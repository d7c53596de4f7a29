import type { HLJSApi, LanguageFn } from 'highlight.js';

/** Languages a code block can colour; each grammar is its own small chunk, loaded on first use. */
const grammars = {
  json: () => import('highlight.js/lib/languages/json'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  // TOML is a dialect of INI as far as highlight.js goes (it registers "toml" as an alias).
  toml: () => import('highlight.js/lib/languages/ini'),
  xml: () => import('highlight.js/lib/languages/xml'),
  html: () => import('highlight.js/lib/languages/xml'),
  go: () => import('highlight.js/lib/languages/go'),
  sql: () => import('highlight.js/lib/languages/sql'),
  java: () => import('highlight.js/lib/languages/java'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  css: () => import('highlight.js/lib/languages/css'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  python: () => import('highlight.js/lib/languages/python'),
  php: () => import('highlight.js/lib/languages/php'),
  rust: () => import('highlight.js/lib/languages/rust'),
  bash: () => import('highlight.js/lib/languages/bash'),
  http: () => import('highlight.js/lib/languages/http'),
} satisfies Record<string, () => Promise<{ default: LanguageFn }>>;

export type CodeLanguage = keyof typeof grammars;

/** Turns code into highlighted HTML, every character of the code escaped. */
export type Highlight = (code: string) => string;

const loaded = new Map<CodeLanguage, Highlight>();
let core: Promise<HLJSApi> | undefined;

/** The highlighter of `language` if it is loaded already, so a render can use it at once. */
export function loadedHighlighter(language: CodeLanguage): Highlight | undefined {
  return loaded.get(language);
}

export async function loadHighlighter(language: CodeLanguage): Promise<Highlight> {
  const ready = loaded.get(language);
  if (ready) return ready;
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  const [hljs, grammar] = await Promise.all([core, grammars[language]()]);
  if (!hljs.getLanguage(language)) hljs.registerLanguage(language, grammar.default);
  const highlight: Highlight = (code) => hljs.highlight(code, { language, ignoreIllegals: true }).value;
  loaded.set(language, highlight);
  return highlight;
}
