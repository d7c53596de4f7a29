// curlconverter (the curl converter's library) parses a command with tree-sitter-bash through its
// module `dist/src/shell/Parser.js`: the native tree-sitter in Node (no prebuild for every platform),
// and in a browser (its package's `browser` field) `webParser.js`, which fetches `/tree-sitter.wasm`
// and `/tree-sitter-bash.wasm` from the site root: wrong under a base path, and never precached.
// This plugin hands curlconverter our own parser module instead, both on web-tree-sitter: in the
// page's build (and its workers) one that loads the two WebAssembly files as our hashed assets,
// in Node (unit tests, the command line) one that carries them inside itself. The same module is
// `virtual:curl-bash-parser` to our code, which awaits its `ready` before converting.
//
// In Node, web-tree-sitter's start-up names CommonJS's `__dirname` to find its WebAssembly beside
// itself, which an ES module bundle (the command line) has not: it is given the bytes instead, so
// that line is made harmless there.
import { join } from 'node:path';
import type { Plugin } from 'vite';

const parserImporter = /[\\/]curlconverter[\\/]dist[\\/]src[\\/]shell[\\/]tokenizer\.js$/;
const webTreeSitter = /[\\/]web-tree-sitter[\\/]tree-sitter\.js$/;
const scriptDirectoryLine = 'scriptDirectory = __dirname + "/";';
const shims = join(import.meta.dirname, '..', '..', 'src', 'tools', 'curl-converter');

export function curlconverterBashParser(): Plugin {
  return {
    name: 'curlconverter-bash-parser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const fromCurlconverter =
        importer !== undefined &&
        parserImporter.test(importer.split('?')[0]) &&
        (source === './Parser.js' || source === './webParser.js');
      if (!fromCurlconverter && source !== 'virtual:curl-bash-parser') return undefined;
      const inBrowser = this.environment ? this.environment.config.consumer === 'client' : !options.ssr;
      return join(shims, inBrowser ? 'bash-parser.browser.ts' : 'bash-parser.node.ts');
    },
    transform(code, id, options) {
      if (!webTreeSitter.test(id.split('?')[0])) return undefined;
      const inBrowser = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (inBrowser) return undefined;
      if (!code.includes(scriptDirectoryLine))
        throw new Error(`web-tree-sitter changed: no "${scriptDirectoryLine}" in ${id} (see ${import.meta.filename})`);
      return { code: code.replace(scriptDirectoryLine, 'scriptDirectory = "";'), map: null };
    },
  };
}
