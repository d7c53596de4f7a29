// What both bash parser modules share (bash-parser.browser.ts, bash-parser.node.ts). curlconverter
// calls `parser.parse` synchronously, while web-tree-sitter loads its WebAssembly asynchronously:
// the parser is handed over at once and works once `ready` has settled (the operation awaits it).
// No top-level await: a module that waits at its top changes how the whole app is split into
// chunks (the home page's shell would be cut into many small files).
import type Parser from 'web-tree-sitter';

type ParserClass = typeof Parser;

export function bashParser(
  TreeSitter: ParserClass,
  wasm: { runtime: Parameters<ParserClass['init']>[0]; grammar: () => string | Uint8Array },
) {
  let loaded: Parser | undefined;
  const ready = (async () => {
    await TreeSitter.init(wasm.runtime);
    const parser = new TreeSitter();
    parser.setLanguage(await TreeSitter.Language.load(wasm.grammar()));
    loaded = parser;
  })();
  const parser = {
    parse(text: string) {
      if (!loaded) throw new Error('The bash parser is not loaded yet.');
      return loaded.parse(text);
    },
  };
  return { parser, ready };
}
