// curlconverter's bash parser in the page's worker (scripts/bash-parser/vite-plugin.ts puts this
// module in place of its own): web-tree-sitter and the bash grammar, their WebAssembly fetched from
// this site as our hashed assets, never from the site root or another host.
import Parser from 'web-tree-sitter';
import runtimeUrl from 'web-tree-sitter/tree-sitter.wasm?url';
import bashUrl from 'curlconverter/dist/tree-sitter-bash.wasm?url';
import { bashParser } from './bash-parser';

const fromHere = (url: string) => new URL(url, self.location.href).href;

const { parser, ready } = bashParser(Parser, {
  runtime: { locateFile: () => fromHere(runtimeUrl) },
  grammar: () => fromHere(bashUrl),
});
export { ready };
export default parser;
